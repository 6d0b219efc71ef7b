// shop-clients {shopId} (the shop's team through book::may_run_book; salon-day.md C.2
// "Customers"): the shop's clients with visits, last visit, no-shows, spend at list price and
// the shop's private note, counted from their bookings. 200 {clients}.
#include "clients/clients.hpp"
#include "functions/body_fields.hpp"
#include "functions/book_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> shop_clients(FnCall& call) {
  FN_TRY(shop_id, id_field(call.body, "shopId", "a shop id"));
  FN_TRY(
      rows, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::array> {
        FN_CHECK(require_book(conn, call, shop_id, {""}));  // the shop's clients: not staff (C.1)
        FN_TRY(found, clients::list(conn, shop_id, clients::Scope{}));
        return found;
      }));
  return boost::json::object{{"clients", std::move(rows)}};
}

}  // namespace emu::functions
