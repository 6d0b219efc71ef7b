// review-summary (public): {shopId} -> 200 {shopId, rating, total_ratings, distribution:
// {"1": n, ..., "5": n}} for an active shop (404 otherwise). rating and total_ratings are the
// shop's columns (C.4.2: the average and count of its visible reviews); the distribution
// counts the same reviews by stars.
#include "booking/cells.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "reviews/review_store.hpp"

namespace emu::functions {

FnResult<boost::json::value> review_summary(FnCall& call) {
  const auto shop_id = text_field(call.body, "shopId");
  if (!is_uuid(shop_id)) {
    return fail(Code::validation_failed, "The request is incomplete",
                boost::json::object{{"shopId", "shopId must be a shop id"}});
  }
  static const std::string by_stars =
      "SELECT rating, COUNT(*) FROM reviews WHERE shop_id = $1 AND status IN " +
      std::string(reviews::kVisibleStatuses) + " GROUP BY rating";
  FN_TRY(result,
         db::with_connection(
             *call.ctx.db, [](const db::DbError& e) { return to_fn_error(e); },
             [&](db::Connection& conn) -> FnResult<boost::json::object> {
               FN_TRY(shop, booking::run(conn,
                                         "SELECT rating, total_ratings FROM businesses WHERE id "
                                         "= $1 AND is_active = true",
                                         {shop_id}));
               if (shop.rows.empty()) return fail(Code::not_found, "Shop not found");
               FN_TRY(counts, booking::run(conn, by_stars, {shop_id}));
               boost::json::object distribution{{"1", 0}, {"2", 0}, {"3", 0}, {"4", 0}, {"5", 0}};
               for (const auto& row : counts.rows) {
                 const auto stars = booking::integer(row[0]);
                 if (stars >= 1 && stars <= 5) {
                   distribution[std::to_string(stars)] = booking::integer(row[1]);
                 }
               }
               return boost::json::object{{"shopId", shop_id},
                                          {"rating", booking::real(shop.rows[0][0])},
                                          {"total_ratings", booking::integer(shop.rows[0][1])},
                                          {"distribution", std::move(distribution)}};
             }));
  return result;
}

}  // namespace emu::functions
