// review-summary (public): {shopId} -> 200 {shopId, rating, total_ratings, distribution:
// {"1": n, ..., "5": n}} for an active shop (404 otherwise). rating and total_ratings are the
// shop's columns (C.4.2: the average and count of its visible reviews); the distribution
// counts the same reviews by stars.
#include "functions/body_fields.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "reviews/review_store.hpp"

namespace emu::functions {

FnResult<boost::json::value> review_summary(FnCall& call) {
  FN_TRY(shop_id, id_field(call.body, "shopId", "a shop id"));
  FN_TRY(summary,
         db::with_connection(
             *call.ctx.db, [](const db::DbError& e) { return to_fn_error(e); },
             [&](db::Connection& conn) { return lift(reviews::rating_summary(conn, shop_id)); }));
  if (!summary) return fail(Code::not_found, "Shop not found");
  return std::move(*summary);
}

}  // namespace emu::functions
