#include "analytics/shop_counters.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <iterator>
#include <vector>

#include "analytics/sql.hpp"
#include "db/transaction.hpp"
#include "domain/booking_time.hpp"

namespace emu::analytics {

std::string hk_today() {
  return domain::format_date(
      domain::hk_date_of(domain::to_minute(std::chrono::system_clock::now())));
}

DayCounts* ShopCounters::slot(const std::string& business_id, const std::string& day) {
  Key key{business_id, day};
  if (auto it = pending_.find(key); it != pending_.end()) return &it->second;
  // Made-up shop ids sent to the view beacon must not grow memory without bound.
  if (pending_.size() >= kMaxPendingKeys) return nullptr;
  return &pending_.emplace(std::move(key), DayCounts{}).first->second;
}

void ShopCounters::add_page_view(const std::string& business_id, const std::string& day) {
  std::lock_guard lock(mutex_);
  if (auto* counts = slot(business_id, day)) ++counts->page_views;
}

void ShopCounters::add_impressions(std::span<const std::string> business_ids,
                                   const std::string& day) {
  if (business_ids.empty()) return;
  std::lock_guard lock(mutex_);
  for (const auto& id : business_ids) {
    if (auto* counts = slot(id, day)) ++counts->search_impressions;
  }
}

std::size_t ShopCounters::pending() const {
  std::lock_guard lock(mutex_);
  return pending_.size();
}

void ShopCounters::merge_back(std::map<Key, DayCounts>&& batch) {
  std::lock_guard lock(mutex_);
  for (auto& [key, counts] : batch) {
    auto& into = pending_[key];
    into.page_views += counts.page_views;
    into.search_impressions += counts.search_impressions;
  }
}

db::Result<std::size_t> ShopCounters::flush(db::Database& database) {
  std::lock_guard one_at_a_time(flushing_);
  std::map<Key, DayCounts> batch;
  {
    std::lock_guard lock(mutex_);
    batch.swap(pending_);
  }
  if (batch.empty()) return 0;
  auto written = db::in_transaction(
      database, db::TxMode::write, [&](db::Connection& conn) -> db::Result<std::size_t> {
        // Shops deleted since the event are skipped (the foreign key would refuse them).
        std::vector<db::Param> ids;
        std::string in;
        for (auto it = batch.begin(); it != batch.end(); ++it) {
          if (it != batch.begin() && std::prev(it)->first.first == it->first.first) continue;
          ids.emplace_back(it->first.first);
          in += (in.empty() ? "$" : ", $") + std::to_string(ids.size());
        }
        auto known = conn.query(std::string(sql::kKnownShopsIn) + in + ")", ids);
        if (!known) return std::unexpected(known.error());
        std::vector<std::string> live;
        for (const auto& row : known->rows) {
          if (row[0].is_string()) live.emplace_back(row[0].as_string());
        }
        std::size_t rows = 0;
        for (const auto& [key, counts] : batch) {
          if (std::find(live.begin(), live.end(), key.first) == live.end()) continue;
          std::array<db::Param, 4> params{key.first, key.second, counts.page_views,
                                          counts.search_impressions};
          auto done = conn.query(sql::kAddDailyStats, params);
          if (!done) return std::unexpected(done.error());
          ++rows;
        }
        return rows;
      });
  if (!written) merge_back(std::move(batch));
  return written;
}

}  // namespace emu::analytics
