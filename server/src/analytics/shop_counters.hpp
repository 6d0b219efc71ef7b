// Shop page views and search impressions (issue 16), counted without personal data: requests
// add to per-shop, per-Hong-Kong-day totals held in memory (a mutex and a map, no database
// work on the request's path), and flush() adds them to shop_daily_stats in one short
// transaction. app/serve.cpp flushes every few seconds on the worker pool; shop-analytics
// flushes before it reads, so the owner sees their latest views. Nothing about the visitor
// (IP, user id, session) is kept, in memory or in the table.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <span>
#include <string>
#include <utility>

#include "db/database.hpp"

namespace emu::analytics {

struct DayCounts {
  std::int64_t page_views = 0;
  std::int64_t search_impressions = 0;
};

class ShopCounters {
 public:
  // day: the Hong Kong calendar day 'YYYY-MM-DD' of the event.
  void add_page_view(const std::string& business_id, const std::string& day);
  void add_impressions(std::span<const std::string> business_ids, const std::string& day);
  // Adds what is pending to shop_daily_stats (one transaction; rows of shops deleted meanwhile
  // are dropped). On failure the counts go back into the pending map for the next flush.
  // Returns the number of (shop, day) rows written.
  db::Result<std::size_t> flush(db::Database& db);
  [[nodiscard]] std::size_t pending() const;

 private:
  using Key = std::pair<std::string, std::string>;  // business id, day
  // The (shop, day) entries kept between two flushes; events for new keys beyond it are dropped.
  static constexpr std::size_t kMaxPendingKeys = 100'000;
  DayCounts* slot(const std::string& business_id, const std::string& day);  // mutex_ held
  void merge_back(std::map<Key, DayCounts>&& batch);
  mutable std::mutex mutex_;
  std::map<Key, DayCounts> pending_;
  std::mutex flushing_;  // one flush at a time
};

// Today's Hong Kong day, 'YYYY-MM-DD'.
std::string hk_today();

}  // namespace emu::analytics
