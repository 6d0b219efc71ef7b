#include "search/live_shop_index.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <array>
#include <set>

#include "common/ids.hpp"
#include "db/cells.hpp"
#include "search/shop_docs.hpp"
#include "search/sql.hpp"

namespace emu::search {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kMostChangedShops = 1000;  // more at once: reload everything
constexpr auto kGap = std::chrono::minutes(5);   // the log keeps 10 (clean_log_locked)
constexpr auto kCleanEvery = std::chrono::minutes(1);

std::uint64_t to_u64(const boost::json::value& v) {
  if (v.is_int64()) return static_cast<std::uint64_t>(v.as_int64());
  if (v.is_uint64()) return v.as_uint64();
  if (v.is_string()) return std::strtoull(std::string(v.as_string()).c_str(), nullptr, 10);
  return 0;
}

}  // namespace

db::Result<boost::json::object> LiveShopIndex::search(const SearchParams& params) {
  if (auto r = refresh(); !r) return std::unexpected(r.error());
  return index_.search(params);
}

db::Result<void> LiveShopIndex::refresh() {
  auto conn = db_.acquire();
  if (!conn) return std::unexpected(conn.error());
  // Taken before the look: a commit after it moves the stamp, and the next search looks again.
  std::optional<std::string> stamp;
  if (auto taken = db_.change_stamp(**conn); taken) stamp = std::move(*taken);
  std::int64_t cursor = 0;
  std::uint64_t safe_tx = 0;
  {
    std::lock_guard lock(sync_);
    const auto now = Clock::now();
    if (!loaded_ || now - last_look_ > kGap) {
      if (auto r = reload_all_locked(**conn); !r) return r;
      seen_ = {};
      if (stamp) seen_.enter_stamp(*stamp);
      last_look_ = now;
      return {};
    }
    if (stamp && *stamp == seen_.stamp()) {  // nothing was committed since the last look
      last_look_ = now;              // so the log holds nothing unseen: no gap either
      return {};
    }
    cursor = cursor_;
    safe_tx = safe_tx_;
  }
  auto seen = look(**conn, cursor, safe_tx);
  if (!seen) return std::unexpected(seen.error());
  std::lock_guard lock(sync_);
  if (auto r = apply_locked(**conn, *seen); !r) return r;
  if (stamp) seen_.enter_stamp(*stamp);
  last_look_ = Clock::now();
  if (last_look_ - last_clean_ > kCleanEvery) clean_log_locked(**conn);
  return {};
}

db::Result<LiveShopIndex::Look> LiveShopIndex::look(db::Connection& conn, std::int64_t cursor,
                                                    std::uint64_t safe_tx) {
  const auto limit = static_cast<std::int64_t>(kMostChangedShops) * 4;
  Look out;
  if (conn.dialect() == db::Dialect::postgres) {
    // One statement, one snapshot: its xmin and the rows it can see.
    const std::array<db::Param, 2> args{std::to_string(safe_tx), limit + 1};
    auto rows = conn.query(sql::kPostgresChangesSince, args);
    if (!rows) return std::unexpected(rows.error());
    out.xmin = to_u64(rows->rows.at(0).at(0));
    for (const auto& r : rows->rows) {
      if (r[1].is_null()) continue;
      out.changes.push_back({db::integer(r[1]), std::string(r[2].as_string()), to_u64(r[3])});
    }
  } else {
    const std::array<db::Param, 2> args{cursor, limit + 1};
    auto rows = conn.query(sql::kSqliteChangesSince, args);
    if (!rows) return std::unexpected(rows.error());
    for (const auto& r : rows->rows) {
      out.changes.push_back({db::integer(r[0]), std::string(r[1].as_string()), 0});
    }
  }
  out.overflow = static_cast<std::int64_t>(out.changes.size()) > limit;
  return out;
}

db::Result<void> LiveShopIndex::apply_locked(db::Connection& conn, const Look& seen) {
  if (seen.overflow) return reload_all_locked(conn);
  // Another search may have applied part of this look meanwhile: skip what it did.
  const bool pg = conn.dialect() == db::Dialect::postgres;
  std::set<std::string> changed;
  for (const auto& c : seen.changes) {
    if (pg ? !applied_.contains(c.seq) : c.seq > cursor_) changed.insert(c.business_id);
  }
  if (auto r = reload_locked(conn, {changed.begin(), changed.end()}); !r) return r;
  if (pg) {
    for (const auto& c : seen.changes) applied_.emplace(c.seq, c.tx);
    safe_tx_ = std::max(safe_tx_, seen.xmin);
    std::erase_if(applied_, [&](const auto& entry) { return entry.second < safe_tx_; });
  } else if (!seen.changes.empty()) {
    cursor_ = std::max(cursor_, seen.changes.back().seq);
  }
  return {};
}

db::Result<void> LiveShopIndex::reload_all_locked(db::Connection& conn) {
  const auto started = Clock::now();
  // Where the log stands is read first: a change committed after it is read again later.
  if (conn.dialect() == db::Dialect::postgres) {
    auto rows = conn.query(sql::kPostgresSafeTx);
    if (!rows) return std::unexpected(rows.error());
    safe_tx_ = to_u64(rows->rows.at(0).at(0));
    applied_.clear();
  } else {
    auto rows = conn.query(sql::kSqliteLastChange);
    if (!rows) return std::unexpected(rows.error());
    cursor_ = db::integer(rows->rows.at(0).at(0));
  }
  auto docs = load_all_shops(conn);
  if (!docs) return std::unexpected(docs.error());
  const auto count = docs->size();
  index_.reset(std::move(*docs));
  loaded_ = true;
  spdlog::info(
      "search index: {} shops loaded in {} ms", count,
      std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count());
  return {};
}

db::Result<void> LiveShopIndex::reload_locked(db::Connection& conn, std::vector<std::string> ids) {
  if (ids.empty()) return {};
  if (ids.size() > kMostChangedShops) return reload_all_locked(conn);
  auto docs = load_shops(conn, ids);
  if (!docs) return std::unexpected(docs.error());
  // Shops not read back are gone from search (deactivated or deleted).
  std::set<std::string> found;
  for (const auto& d : *docs) found.insert(d.id);
  std::erase_if(ids, [&](const std::string& id) { return found.contains(id); });
  index_.apply(std::move(*docs), ids);
  return {};
}

void LiveShopIndex::clean_log_locked(db::Connection& conn) {
  last_clean_ = Clock::now();
  auto done = conn.dialect() == db::Dialect::postgres
                  ? conn.query(sql::kPostgresForgetChanges)
                  : conn.query(sql::kSqliteForgetChanges,
                               std::array<db::Param, 1>{common::format_utc(
                                   std::chrono::system_clock::now() - std::chrono::minutes(10))});
  if (!done) spdlog::debug("search index: cleaning the change log: {}", done.error().message);
}

}  // namespace emu::search
