// report-review (any signed-in user, the reviewed shop's owner included): {reviewId, reason
// (fake | not_first_hand | offensive | personal_data | other), details?} -> 201 {report},
// status open. Once per person and review (409 already_reported; UNIQUE(review_id,
// reporter_id) backs the check under races). A review the caller cannot see is 404. The
// report and its audit row are one transaction; the admin's queue reads review_reports.
#include "common/ids.hpp"
#include "db/cells.hpp"
#include "domain/enums.hpp"
#include "functions/body_fields.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/review_support.hpp"
#include "reviews/moderation.hpp"
#include "shops/shop_store.hpp"

namespace emu::functions {

FnResult<boost::json::value> report_review(FnCall& call) {
  Fields fields(call.body);
  const auto id = fields.id("reviewId", "a review id");
  const auto reason = text_field(call.body, "reason");
  const auto details = optional_text(call.body, "details");
  if (!domain::is_valid(domain::review_report_reasons(), reason)) {
    fields.problem("reason",
                   "reason must be fake, not_first_hand, offensive, personal_data or other");
  }
  if (details && too_long(*details)) {
    fields.problem("details", "details must be at most 2000 characters");
  }
  FN_CHECK(std::move(fields).verdict("The report is incomplete"));
  FN_TRY(report,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(review, review_for_change(conn, id));
           // What the caller can see: a visible review, their own, their shop's (or any, admin).
           FN_TRY(owner, shops::owner_of(conn, db::text(review.at("shop_id"))));
           const auto status = db::text(review.at("status"));
           const auto& me = call.principal.user_id;
           const bool visible = status != "hidden" || call.principal.is_admin() ||
                                db::text(review.at("user_id")) == me || (owner && *owner == me);
           if (!visible) return fail(Code::not_found, "Review not found");
           FN_TRY(reported, reviews::reported_by(conn, id, me));
           if (reported) return already_reported();
           const auto report_id = common::new_uuid();
           auto inserted =
               reviews::insert_report(conn, report_id, id, me, reason, details, call.now);
           if (!inserted) {
             if (inserted.error().sqlstate == "23505") return already_reported();
             return std::unexpected(to_fn_error(inserted.error()));
           }
           FN_CHECK(audit_review(conn, call, "review.report", review,
                                 {{"report_id", report_id}, {"reason", reason}}));
           return lift(reviews::find_report(conn, report_id));
         }));
  call.status = http::bhttp::status::created;
  return boost::json::object{{"report", std::move(report)}};
}

}  // namespace emu::functions
