// search-shops (public; marketplace.md C.3): the shop search of /services and the home page,
// answered by search::answer (search/answer.hpp: the index or the SQL, the read cache, one
// computation per body, impressions), as /rest/v1/rpc/search_shops is.
#include "functions/handlers.hpp"
#include "rest/search_cache.hpp"
#include "search/answer.hpp"

namespace emu::functions {

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
  std::optional<rest::SearchCache> cache;
  if (call.ctx.read_cache) cache.emplace(*call.ctx.read_cache);
  search::AnswerEnv env{
      *call.ctx.db, call.ctx.shop_index.get(), cache ? &*cache : nullptr,
      rest::impressions_to(call.ctx.shop_counters.get(), call.ctx.impression_cap.get(),
                           call.req.remote_ip, call.principal.is_admin())};
  return lift(search::answer(env, call.body, *params));
}

}  // namespace emu::functions
