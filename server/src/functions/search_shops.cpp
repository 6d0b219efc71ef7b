// search-shops (public; marketplace.md C.3): the shop search of /services and the home page.
// The query itself is search/shop_search.hpp, shared with /rest/v1/rpc/search_shops. The same
// body asked again while the database is unchanged is answered from the read cache (the data
// API's, rest/read_cache.hpp: any commit retires every entry), as popular searches repeat.
// Every shop of an answer, cached or not, counts one search impression (issue 16).
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "functions/handlers.hpp"
#include "search/shop_search.hpp"

namespace emu::functions {
namespace {

FnResult<boost::json::value> run_search(FnCall& call, const search::SearchParams& params) {
  return db::in_transaction(
      *call.ctx.db, db::TxOptions{db::TxMode::read, true},
      [](const db::DbError& e) { return to_fn_error(e); },
      [&](db::Connection& conn) -> FnResult<boost::json::value> {
        FN_TRY(found, search::search_shops(conn, params));
        return boost::json::value(std::move(found));
      });
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
  FN_TRY(answer, run_search(call, params));
  cache->store(std::move(key),
               std::make_shared<const rest::ReadCache::Answer>(
                   rest::ReadCache::Answer{std::move(*stamp), boost::json::serialize(answer), 1}));
  return answer;
}

// Each shop of the answer appeared in search results once (analytics/shop_counters.hpp): a
// count per shop and day in memory, nothing about who searched. A claim search
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
    if (id != nullptr && id->is_string()) ids.emplace_back(id->as_string());
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
