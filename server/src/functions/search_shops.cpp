// search-shops (public; marketplace.md C.3): the shop search of /services and the home page.
// The query itself is search/shop_search.hpp, shared with /rest/v1/rpc/search_shops.
#include "functions/handlers.hpp"
#include "search/shop_search.hpp"

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
  return db::in_transaction(
      *call.ctx.db, db::TxOptions{db::TxMode::read, true},
      [](const db::DbError& e) { return to_fn_error(e); },
      [&](db::Connection& conn) -> FnResult<boost::json::value> {
        FN_TRY(found, search::search_shops(conn, *params));
        return boost::json::value(std::move(found));
      });
}

}  // namespace emu::functions
