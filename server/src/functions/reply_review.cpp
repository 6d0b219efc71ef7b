// reply-review (the shop's owner): {reviewId, reply} -> 200 {review}. One public reply per
// review (409 already_replied), from the owner of the reviewed shop only (403 forbidden);
// the reviewer is e-mailed in their language, with an audit row, in one transaction.
#include "booking/cells.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "functions/review_support.hpp"
#include "reviews/review_notify.hpp"
#include "reviews/review_store.hpp"

namespace emu::functions {

FnResult<boost::json::value> reply_review(FnCall& call) {
  const auto id = text_field(call.body, "reviewId");
  const auto reply = text_field(call.body, "reply");
  boost::json::object problems;
  if (!is_uuid(id)) problems["reviewId"] = "reviewId must be a review id";
  if (reply.empty()) problems["reply"] = "reply is required";
  if (too_long(reply)) problems["reply"] = "reply must be at most 2000 characters";
  if (!problems.empty()) {
    return fail(Code::validation_failed, "The reply is incomplete", std::move(problems));
  }
  FN_TRY(review,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(found, review_for_change(conn, id));
           FN_TRY(shop, booking::run(conn, "SELECT merchant_id FROM businesses WHERE id = $1",
                                     {booking::text(found.at("shop_id"))}));
           const bool owner = !call.principal.user_id.empty() && !shop.rows.empty() &&
                              booking::text(shop.rows[0][0]) == call.principal.user_id;
           if (!owner) return fail(Code::forbidden, "Only the shop can reply to this review");
           FN_TRY(updated, booking::run(conn,
                                        "UPDATE reviews SET merchant_reply = $1, "
                                        "merchant_reply_at = $2, merchant_reply_by = $3 "
                                        "WHERE id = $4 AND merchant_reply IS NULL",
                                        {reply, call.now, call.principal.user_id, id}));
           if (updated.affected_rows != 1) {
             return fail(Code::already_replied, "The shop has already replied to this review.");
           }
           FN_CHECK(
               reviews::notify(conn, mail::ReviewEmail::replied, id, call.ctx.config.public_url()));
           FN_CHECK(audit_review(conn, call, "review.reply", found));
           FN_TRY(stored, reviews::find_review(conn, id));
           return std::move(*stored);
         }));
  return boost::json::object{{"review", reviews::review_json(std::move(review))}};
}

}  // namespace emu::functions
