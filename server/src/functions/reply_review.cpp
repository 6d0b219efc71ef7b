// reply-review (the shop's owner): {reviewId, reply, edit?} -> 200 {review}. One public reply
// per review (409 already_replied), from the owner of the reviewed shop only (403 forbidden);
// the reviewer is e-mailed in their language, with an audit row, in one transaction. With
// edit: true the owner corrects the reply already there (issue 28): no second e-mail, an
// audit row review.reply_edit; 404 not_found when there is no reply to edit.
#include "db/cells.hpp"
#include "functions/body_fields.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/review_support.hpp"
#include "functions/shop_access.hpp"
#include "reviews/review_notify.hpp"
#include "reviews/review_store.hpp"

namespace emu::functions {

FnResult<boost::json::value> reply_review(FnCall& call) {
  Fields fields(call.body);
  const auto id = fields.id("reviewId", "a review id");
  const auto reply = text_field(call.body, "reply");
  const bool edit = truthy(call.body, "edit");
  if (reply.empty()) fields.problem("reply", "reply is required");
  if (too_long(reply)) fields.problem("reply", "reply must be at most 2000 characters");
  FN_CHECK(std::move(fields).verdict("The reply is incomplete"));
  FN_TRY(review,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(found, review_for_change(conn, id));
           FN_CHECK(require_shop_role(conn, call, db::text(found.at("shop_id")),
                                      shops::Access::managers_only,
                                      "Only the shop can reply to this review"));
           FN_TRY(replied,
                  reviews::set_reply(conn, id, reply, call.now, call.principal.user_id, edit));
           if (!replied && edit) return fail(Code::not_found, "There is no reply to edit.");
           if (!replied) {
             return fail(Code::already_replied, "The shop has already replied to this review.");
           }
           if (!edit) {
             FN_CHECK(reviews::notify(conn, mail::ReviewEmail::replied, id,
                                      call.ctx.config.public_url()));
           }
           FN_CHECK(audit_review(conn, call, edit ? "review.reply_edit" : "review.reply", found));
           FN_TRY(stored, reviews::find_review(conn, id));
           return std::move(*stored);
         }));
  return boost::json::object{{"review", reviews::review_json(std::move(review))}};
}

}  // namespace emu::functions
