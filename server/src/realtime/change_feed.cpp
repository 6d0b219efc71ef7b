#include "realtime/change_feed.hpp"

#include <spdlog/spdlog.h>

#include <boost/json/parse.hpp>

#include "db/cells.hpp"
#include "db/listener.hpp"
#include "realtime/sql.hpp"

namespace emu::realtime {
namespace {

constexpr auto kSqlitePoll = std::chrono::milliseconds(50);
constexpr auto kListenWait = std::chrono::milliseconds(250);
constexpr auto kReconnectWait = std::chrono::seconds(1);

void sleep_for(std::stop_token stop, std::chrono::milliseconds d) {
  for (auto until = std::chrono::steady_clock::now() + d;
       !stop.stop_requested() && std::chrono::steady_clock::now() < until;) {
    std::this_thread::sleep_for(std::min<std::chrono::milliseconds>(d, kSqlitePoll));
  }
}

}  // namespace

std::optional<Change> parse_notification(std::string_view payload) {
  boost::system::error_code ec;
  auto v = boost::json::parse(payload, ec);
  if (ec || !v.is_object()) return std::nullopt;
  const auto& o = v.as_object();
  Change c;
  for (auto [key, field] :
       {std::pair{"table", &c.table}, {"op", &c.op}, {"id", &c.id}, {"at", &c.at}}) {
    if (auto it = o.find(key); it != o.end()) *field = db::text(it->value());
  }
  if (c.table.empty() || c.op.empty() || c.id.empty()) return std::nullopt;
  // PostgreSQL's json of now(): "2026-11-24T03:36:01.123456+00:00"; the wire wants 'Z'.
  if (c.at.ends_with("+00:00")) c.at.replace(c.at.size() - 6, 6, "Z");
  return c;
}

ChangeFeed::ChangeFeed(db::Database& db, std::string url, Sink sink)
    : db_(db), url_(std::move(url)), sink_(std::move(sink)) {}

void ChangeFeed::start() {
  thread_ = std::jthread([this](std::stop_token stop) {
    if (db_.dialect() == db::Dialect::postgres) {
      run_postgres(stop);
    } else {
      run_sqlite(stop);
    }
  });
}

void ChangeFeed::stop() {
  if (thread_.joinable()) {
    thread_.request_stop();
    thread_.join();
  }
}

void ChangeFeed::run_postgres(std::stop_token stop) {
  while (!stop.stop_requested()) {
    auto listener = db::open_listener(url_, "emu_realtime");
    if (!listener) {
      spdlog::warn("realtime: cannot listen for changes: {}", listener.error().message);
      sleep_for(stop, kReconnectWait);
      continue;
    }
    while (!stop.stop_requested()) {
      auto payloads = (*listener)->wait(kListenWait);
      if (!payloads) {
        spdlog::warn("realtime: change listener lost: {}", payloads.error().message);
        break;
      }
      std::vector<Change> batch;
      for (const auto& p : *payloads) {
        if (auto c = parse_notification(p)) batch.push_back(std::move(*c));
      }
      if (!batch.empty()) sink_(std::move(batch));
    }
  }
}

void ChangeFeed::run_sqlite(std::stop_token stop) {
  std::int64_t last = -1;  // the seq read up to; -1: not known yet (skip what came before)
  std::int64_t cleared = 0;
  auto since_cleanup = std::chrono::steady_clock::now();
  while (!stop.stop_requested()) {
    sleep_for(stop, kSqlitePoll);
    auto conn = db_.acquire();
    if (!conn) continue;
    if (last < 0) {
      auto rs = (*conn)->query(sql::kLastChange);
      if (rs && !rs->rows.empty() && rs->rows[0][0].is_int64()) last = rs->rows[0][0].as_int64();
      continue;
    }
    const db::Param after[] = {last};
    auto rs = (*conn)->query(sql::kChangesAfter, after);
    if (!rs) {
      spdlog::warn("realtime: reading changes failed: {}", rs.error().message);
      continue;
    }
    std::vector<Change> batch;
    for (const auto& row : rs->rows) {
      if (row[0].is_int64()) last = row[0].as_int64();
      batch.push_back({db::text(row[1]), db::text(row[2]), db::text(row[3]), db::text(row[4])});
    }
    if (!batch.empty()) sink_(std::move(batch));
    // Read rows are deleted now and then (a write: not on every poll).
    if (last > cleared &&
        std::chrono::steady_clock::now() - since_cleanup > std::chrono::seconds(2)) {
      since_cleanup = std::chrono::steady_clock::now();
      const db::Param upto[] = {last};
      if (auto d = (*conn)->query(sql::kForgetChangesUpTo, upto); !d) {
        spdlog::debug("realtime: clearing read changes failed: {}", d.error().message);
      } else {
        cleared = last;
      }
    }
  }
}

}  // namespace emu::realtime
