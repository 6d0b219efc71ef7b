// What search::answer (search/answer.hpp) takes from the floors above search/, for both
// search-shops entries: the data API's read cache as its cache (a disabled cache,
// EMU_REST_CACHE_MB=0, admits nothing), and the impression counters.
#pragma once

#include <boost/json/parse.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analytics/client_cap.hpp"
#include "analytics/shop_counters.hpp"
#include "rest/read_cache.hpp"
#include "search/answer.hpp"

namespace emu::rest {

class SearchCache final : public search::AnswerCache {
 public:
  explicit SearchCache(ReadCache& cache) : cache_(cache) {}
  bool admit(const std::string& key) override { return cache_.enabled() && cache_.admit(key); }
  std::optional<boost::json::value> find(const std::string& key,
                                         const std::string& stamp) override {
    auto hit = cache_.find(key, stamp);
    if (!hit) return std::nullopt;
    return boost::json::parse(hit->json);
  }
  void store(std::string key, std::string stamp, std::string json) override {
    cache_.store(key, std::make_shared<const ReadCache::Answer>(
                          ReadCache::Answer{std::move(stamp), std::move(json), 1}));
  }
  db::SingleFlight<std::string>& flights() override { return cache_.flights(); }

 private:
  ReadCache& cache_;
};

// Adds each shop to the day's search impressions (analytics/shop_counters.hpp): a count per
// shop and day in memory, nothing about who searched. One client repeating a search counts at
// most EMU_RATE_IMPRESSION_IP times per shop (the cap's table lives for one window, in memory
// only); administrators are not counted against it, as for shop-view.
inline search::CountImpressions impressions_to(analytics::ShopCounters* counters,
                                               analytics::ClientCap* cap, std::string client,
                                               bool admin) {
  if (counters == nullptr) return {};
  return [=](std::vector<std::string> shop_ids) {
    if (!admin && cap != nullptr) cap->keep_within(client, shop_ids);
    counters->add_impressions(shop_ids, analytics::hk_today());
  };
}

}  // namespace emu::rest
