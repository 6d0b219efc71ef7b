// A ShopIndex (shop_index.hpp) kept in step with the database, so a search sees every write
// committed before it began, by this server or any other on the same database: before each
// search it reads search_changes (migration 0015) for the shops changed since it last looked
// and reloads just those. Usually that read finds nothing and costs one indexed lookup.
//   - First use, a gap (no look for five minutes; the log keeps ten), or more than a thousand
//     changed shops at once: every shop is reloaded.
//   - SQLite: a cursor on seq (one writer at a time, so seq order is commit order).
//   - PostgreSQL: seq values are taken before commit, so a later one can be seen first. Each
//     look re-reads the rows of transactions not known to be finished (tx at or after the
//     oldest transaction running at the last look, pg_snapshot_xmin) and skips those already
//     applied.
// The look itself runs outside the lock (only applying what it found takes it), and it is
// skipped while the database's change stamp (Database::change_stamp) has not moved since.
// Blocking (database reads): call it on the worker pool.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "db/stamped_cache.hpp"
#include "search/shop_index.hpp"

namespace emu::search {

class LiveShopIndex {
 public:
  explicit LiveShopIndex(db::Database& db) : db_(db) {}
  LiveShopIndex(const LiveShopIndex&) = delete;
  LiveShopIndex& operator=(const LiveShopIndex&) = delete;

  // search-shops' answer, after catching up with the database.
  db::Result<boost::json::object> search(const SearchParams& params);

  // Catches up now (the first call loads every shop): start-up warm-up, tests.
  db::Result<void> refresh();

  [[nodiscard]] const ShopIndex& index() const { return index_; }

 private:
  struct Change {
    std::int64_t seq;
    std::string business_id;
    std::uint64_t tx;  // PostgreSQL only
  };
  struct Look {
    std::vector<Change> changes;
    std::uint64_t xmin = 0;  // PostgreSQL: the oldest transaction running at the look
    bool overflow = false;   // too many to reload one by one
  };
  db::Result<Look> look(db::Connection& conn, std::int64_t cursor, std::uint64_t safe_tx);
  db::Result<void> apply_locked(db::Connection& conn, const Look& seen);
  db::Result<void> reload_all_locked(db::Connection& conn);
  db::Result<void> reload_locked(db::Connection& conn, std::vector<std::string> ids);
  void clean_log_locked(db::Connection& conn);

  db::Database& db_;
  ShopIndex index_;
  std::mutex sync_;  // guards everything below
  bool loaded_ = false;
  std::chrono::steady_clock::time_point last_look_{}, last_clean_{};
  db::EpochHeld seen_;  // the change stamp taken before the last complete look (db/stamped_cache)
  std::int64_t cursor_ = 0;           // SQLite: the last seq applied
  std::uint64_t safe_tx_ = 0;         // PostgreSQL: transactions before it are all applied
  std::map<std::int64_t, std::uint64_t> applied_;  // PostgreSQL: seq -> tx, tx >= safe_tx_
};

}  // namespace emu::search
