// search-shops (public; marketplace.md C.3): the shop search of /services and the home page.
// Answered from the in-memory index (search/live_shop_index.hpp), shared with
// /rest/v1/rpc/search_shops; with EMU_SEARCH_INDEX=0 from the SQL (search/shop_search.hpp).
// The same body asked again while the database is unchanged is answered from the read cache
// (the data API's, rest/read_cache.hpp: any commit retires every entry), as popular searches
// repeat: a cached answer costs a fifth of an index search.
// Every shop of an answer, cached or not, counts one search impression (issue 16); concurrent
// misses of one body share one query.
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <future>
#include <map>
#include <mutex>

#include "functions/handlers.hpp"
#include "rest/read_cache.hpp"
#include "search/shop_search.hpp"

namespace emu::functions {
namespace {

FnResult<boost::json::value> run_search(FnCall& call, const search::SearchParams& params) {
  if (auto* index = call.ctx.shop_index.get()) {
    FN_TRY(found, index->search(params));
    return boost::json::value(std::move(found));
  }
  return db::in_transaction(
      *call.ctx.db, db::TxOptions{db::TxMode::read, true},
      [](const db::DbError& e) { return to_fn_error(e); },
      [&](db::Connection& conn) -> FnResult<boost::json::value> {
        FN_TRY(found, search::search_shops(conn, params));
        return boost::json::value(std::move(found));
      });
}

// One computation per (body, stamp) at a time. Any commit retires every cached answer (the
// analytics flush commits every few seconds); without this, every search in flight at that
// moment would run the same query at once. A request that misses while another one computes
// the same body at the same stamp waits for that answer instead.
class InFlight {
 public:
  using Answer = std::shared_future<std::optional<std::string>>;
  // The running computation of `key`, or nullopt after registering the caller as its runner.
  std::optional<Answer> join_or_lead(const std::string& key,
                                     std::promise<std::optional<std::string>>& promise) {
    std::lock_guard lock(mutex_);
    if (auto it = running_.find(key); it != running_.end()) return it->second;
    running_.emplace(key, promise.get_future().share());
    return std::nullopt;
  }
  void finish(const std::string& key) {
    std::lock_guard lock(mutex_);
    running_.erase(key);
  }

 private:
  std::mutex mutex_;
  std::map<std::string, Answer> running_;
};

InFlight& in_flight() {
  static InFlight instance;
  return instance;
}

FnResult<boost::json::value> cached_search(FnCall& call, const search::SearchParams& params) {
  auto* cache = call.ctx.read_cache.get();
  std::string key = "search-shops\n" + boost::json::serialize(call.body);
  if (cache == nullptr || !cache->enabled() || !cache->admit(key)) return run_search(call, params);
  std::optional<std::string> stamp;
  {
    FN_TRY(conn, call.ctx.db->acquire());
    auto taken = call.ctx.db->change_stamp(*conn);
    if (taken) stamp = std::move(*taken);
  }
  if (!stamp) return run_search(call, params);
  if (auto hit = cache->find(key, *stamp)) return boost::json::parse(hit->json);

  const std::string flight = *stamp + "\n" + key;
  std::promise<std::optional<std::string>> promise;
  if (auto running = in_flight().join_or_lead(flight, promise)) {
    if (auto json = running->get()) return boost::json::parse(*json);
    return run_search(call, params);  // the runner failed: try on our own
  }
  // The runner: always settle the promise and leave the table, whatever happens.
  struct Settle {
    std::promise<std::optional<std::string>>& promise;
    const std::string& flight;
    std::optional<std::string> json;
    ~Settle() {
      promise.set_value(std::move(json));
      in_flight().finish(flight);
    }
  } settle{promise, flight, std::nullopt};
  FN_TRY(answer, run_search(call, params));
  auto text = boost::json::serialize(answer);
  settle.json = text;
  cache->store(std::move(key), std::make_shared<const rest::ReadCache::Answer>(
                                   rest::ReadCache::Answer{std::move(*stamp), std::move(text), 1}));
  return answer;
}

// Each shop of the answer appeared in search results once (analytics/shop_counters.hpp): a
// count per shop and day in memory, nothing about who searched (the per-IP cap's table lives
// for one window, in memory only). A claim search
// (unclaimed=true, /merchant/claim) is a merchant looking for its own shop, not an impression.
void count_impressions(FnCall& call, const search::SearchParams& params,
                       const boost::json::value& answer) {
  if (params.unclaimed_only || !answer.is_object()) return;
  const auto* shops = answer.as_object().if_contains("shops");
  if (shops == nullptr || !shops->is_array() || shops->as_array().empty()) return;
  std::vector<std::string> ids;
  ids.reserve(shops->as_array().size());
  for (const auto& s : shops->as_array()) {
    const auto* id = s.is_object() ? s.as_object().if_contains("id") : nullptr;
    if (id == nullptr || !id->is_string()) continue;
    // One client repeating a search counts at most EMU_RATE_IMPRESSION_IP times per shop
    // (administrators are not counted against it, as for shop-view).
    if (call.principal.is_admin() ||
        call.ctx.impression_cap->take(call.req.remote_ip, id->as_string())) {
      ids.emplace_back(id->as_string());
    }
  }
  call.ctx.shop_counters->add_impressions(ids, analytics::hk_today());
}

}  // namespace

FnResult<boost::json::value> search_shops(FnCall& call) {
  if (!search::engine_ready()) {
    return fail(Code::not_ready,
                "Search is unavailable: the database cannot index Chinese text (see the log)");
  }
  auto params = search::parse_params(call.body);
  if (!params) {
    return fail(Code::invalid_parameter, params.error().message,
                boost::json::object{{params.error().field, params.error().message}});
  }
  FN_TRY(answer, cached_search(call, *params));
  count_impressions(call, *params, answer);
  return answer;
}

}  // namespace emu::functions
