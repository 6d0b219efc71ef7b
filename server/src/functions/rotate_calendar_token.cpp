// rotate-calendar-token {shopId} (the shop's team through book::may_run_book; salon-day.md C.2
// "Calendar feed"): a new private feed of the caller's calendar of the shop, replacing the one
// before (its link answers 404 at once). 200 {url}, "webcal://<host>/calendar/v1/<token>.ics":
// only the token's hash is kept, so the link is shown when it is made.
// calendar-link {shopId}: whether the caller has a feed of the shop and since when. 200
// {exists, createdAt}.
#include "calendar/feed.hpp"
#include "functions/body_fields.hpp"
#include "functions/book_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> rotate_calendar_token(FnCall& call) {
  FN_TRY(shop_id, id_field(call.body, "shopId", "a shop id"));
  FN_TRY(token, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<std::string> {
           FN_CHECK(require_book(conn, call, shop_id, {""}));  // the whole shop: not staff (yet)
           // Every staff member's calendar for the owner and admins; the team's own (C.1)
           // narrows it through may_run_book.
           FN_TRY(made,
                  calendar::rotate(conn, shop_id, call.principal.user_id, std::nullopt, call.now));
           return made;
         }));
  return boost::json::object{{"url", calendar::feed_url(call.ctx.config.public_url(), token)}};
}

FnResult<boost::json::value> calendar_link(FnCall& call) {
  FN_TRY(shop_id, id_field(call.body, "shopId", "a shop id"));
  FN_TRY(made, in_transaction(
                   *call.ctx.db, [&](db::Connection& conn) -> FnResult<std::optional<std::string>> {
                     FN_CHECK(require_book(conn, call, shop_id,
                                           {""}));  // the whole shop: not staff (yet)
                     FN_TRY(at, calendar::made_at(conn, shop_id, call.principal.user_id));
                     return at;
                   }));
  return boost::json::object{{"exists", made.has_value()},
                             {"createdAt", made ? boost::json::value(*made) : nullptr}};
}

}  // namespace emu::functions
