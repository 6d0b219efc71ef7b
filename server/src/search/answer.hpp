// One search-shops answer for both entries, POST /functions/v1/search-shops and
// /rest/v1/rpc/search_shops (issue 26: only the first had these):
//  - from the in-memory index (live_shop_index.hpp), else the SQL (shop_search.hpp);
//  - the same arguments asked again while the database is unchanged are answered from the read
//    cache (the data API's, any commit retires every entry), as popular searches repeat: a
//    cached answer costs a fifth of an index search;
//  - concurrent misses of one body at one stamp share one computation;
//  - every shop of an answer, cached or not, counts one search impression (issue 16), except
//    in a claim search (unclaimed=true: a merchant looking for its own shop).
// search/ includes floor 0 only: the cache and the counters come in through AnswerCache and
// CountImpressions (rest/search_cache.hpp adapts rest::ReadCache and analytics' counters).
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "db/stamped_cache.hpp"
#include "search/live_shop_index.hpp"
#include "search/shop_search.hpp"

namespace emu::search {

// The answers kept while the database's change stamp stays the same.
class AnswerCache {
 public:
  virtual ~AnswerCache() = default;
  // True when `key` may be served from the cache (asked for recently, and the cache is on).
  virtual bool admit(const std::string& key) = 0;
  // The answer stored under `key` at `stamp`.
  virtual std::optional<boost::json::value> find(const std::string& key,
                                                 const std::string& stamp) = 0;
  virtual void store(std::string key, std::string stamp, std::string json) = 0;
  // Concurrent misses of one key share one computation (db/stamped_cache.hpp).
  virtual db::SingleFlight<std::string>& flights() = 0;
};

// Counts the shops of an answer as seen in search results (analytics' counters behind it,
// rest/search_cache.hpp); empty: none are counted (a HEAD request shows no shop).
using CountImpressions = std::function<void(std::vector<std::string> shop_ids)>;

struct AnswerEnv {
  db::Database& db;
  LiveShopIndex* index = nullptr;  // null (EMU_SEARCH_INDEX=0): the SQL
  AnswerCache* cache = nullptr;    // null: nothing cached
  CountImpressions count_impressions;
};

// `args`: the search's arguments as asked (the cache key), already read into `params`.
db::Result<boost::json::value> answer(AnswerEnv& env, const boost::json::object& args,
                                      const SearchParams& params);

}  // namespace emu::search
