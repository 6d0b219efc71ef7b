#include "db/outbox.hpp"

#include <spdlog/spdlog.h>

#include "common/backoff.hpp"
#include "common/ids.hpp"
#include "db/cells.hpp"

namespace emu::db {

std::optional<std::chrono::system_clock::time_point> OutboxPace::retry_at(
    std::int64_t attempts, bool permanent, std::chrono::system_clock::time_point failed_at) const {
  if (permanent || attempts >= max_attempts) return std::nullopt;
  return failed_at + common::retry_delay(attempts, backoff_base, backoff_cap);
}

OutboxPoller::OutboxPoller(std::string name, const OutboxPace& pace)
    : name_(std::move(name)), interval_(pace.poll), batch_(pace.batch) {}

OutboxPoller::~OutboxPoller() { stop(); }

void OutboxPoller::start(std::string_view how, std::function<void()> poll) {
  if (thread_.joinable()) return;
  spdlog::info("{}: worker started ({})", name_, how);
  thread_ = std::jthread([this, poll = std::move(poll)](std::stop_token stop) {
    while (!stop.stop_requested()) {
      try {
        poll();
      } catch (const std::exception& e) {
        spdlog::error("{}: poll failed: {}", name_, e.what());
      }
      std::unique_lock lock(mutex_);
      wake_.wait_for(lock, stop, interval_, [] { return false; });
    }
  });
}

void OutboxPoller::stop() {
  if (!thread_.joinable()) return;
  thread_.request_stop();
  wake_.notify_all();
  thread_.join();
}

int OutboxPoller::for_each_due(Database& db, const DueIds& due,
                               const std::function<void(const std::string& id)>& handle) const {
  std::vector<std::string> ids;
  {
    auto conn = db.acquire();
    if (!conn) return 0;
    auto read = due(**conn, common::now_utc(), batch_);
    if (!read) {
      spdlog::warn("{}: cannot read due rows: {}", name_, read.error().message);
      return 0;
    }
    ids = std::move(*read);
  }
  int handed = 0;
  for (const auto& id : ids) {
    if (thread_.get_stop_token().stop_requested()) break;
    handle(id);
    ++handed;
  }
  return handed;
}

Result<std::optional<std::vector<boost::json::value>>> claim_row(
    Connection& conn, std::string_view claim, std::initializer_list<Param> params,
    std::string_view read, const std::string& id) {
  auto claimed = run(conn, claim, params);
  if (!claimed) return std::unexpected(claimed.error());
  if (claimed->affected_rows == 0) return std::nullopt;
  auto r = run(conn, read, {id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::nullopt;
  return std::optional(std::move(r->rows[0]));
}

Result<std::vector<std::string>> due_ids(Connection& conn, std::string_view sql,
                                         const std::string& now, int limit) {
  auto r = run(conn, sql, {now, static_cast<std::int64_t>(limit)});
  if (!r) return std::unexpected(r.error());
  std::vector<std::string> ids;
  for (const auto& row : r->rows) ids.push_back(text(row[0]));
  return ids;
}

Result<boost::json::object> counts_by_status(Connection& conn, std::string_view sql,
                                             std::initializer_list<std::string_view> statuses) {
  auto counts = run(conn, sql);
  if (!counts) return std::unexpected(counts.error());
  boost::json::object by_status;
  for (const auto status : statuses) by_status[status] = 0;
  for (const auto& row : counts->rows) {
    if (row[0].is_string() && by_status.contains(row[0].as_string())) {
      by_status[row[0].as_string()] = row[1];
    }
  }
  return by_status;
}

}  // namespace emu::db
