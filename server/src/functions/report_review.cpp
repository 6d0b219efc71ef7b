// report-review (any signed-in user, the reviewed shop's owner included): {reviewId, reason
// (fake | not_first_hand | offensive | personal_data | other), details?} -> 201 {report},
// status open. Once per person and review (409 already_reported; UNIQUE(review_id,
// reporter_id) backs the check under races). A review the caller cannot see is 404. The
// report and its audit row are one transaction; the admin's queue reads review_reports.
#include "booking/cells.hpp"
#include "common/ids.hpp"
#include "domain/enums.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "functions/review_support.hpp"

namespace emu::functions {

FnResult<boost::json::value> report_review(FnCall& call) {
  const auto id = text_field(call.body, "reviewId");
  const auto reason = text_field(call.body, "reason");
  const auto details = optional_text(call.body, "details");
  boost::json::object problems;
  if (!is_uuid(id)) problems["reviewId"] = "reviewId must be a review id";
  if (!domain::is_valid(domain::review_report_reasons(), reason)) {
    problems["reason"] = "reason must be fake, not_first_hand, offensive, personal_data or other";
  }
  if (details && too_long(*details)) {
    problems["details"] = "details must be at most 2000 characters";
  }
  if (!problems.empty()) {
    return fail(Code::validation_failed, "The report is incomplete", std::move(problems));
  }
  FN_TRY(report,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(review, review_for_change(conn, id));
           // What the caller can see: a visible review, their own, their shop's (or any, admin).
           FN_TRY(shop, booking::run(conn, "SELECT merchant_id FROM businesses WHERE id = $1",
                                     {booking::text(review.at("shop_id"))}));
           const auto status = booking::text(review.at("status"));
           const auto& me = call.principal.user_id;
           const bool visible = status != "hidden" || call.principal.is_admin() ||
                                booking::text(review.at("user_id")) == me ||
                                (!shop.rows.empty() && booking::text(shop.rows[0][0]) == me);
           if (!visible) return fail(Code::not_found, "Review not found");
           FN_TRY(existing, booking::run(conn,
                                         "SELECT id FROM review_reports WHERE review_id = $1 "
                                         "AND reporter_id = $2",
                                         {id, me}));
           if (!existing.rows.empty()) return already_reported();
           const auto report_id = common::new_uuid();
           auto inserted = booking::run(
               conn,
               "INSERT INTO review_reports (id, review_id, reporter_id, reason, details, status, "
               "created_at) VALUES ($1, $2, $3, $4, $5, 'open', $6)",
               {report_id, id, me, reason, details ? db::Param(*details) : db::Param(nullptr),
                call.now});
           if (!inserted) {
             if (inserted.error().sqlstate == "23505") return already_reported();
             return std::unexpected(to_fn_error(inserted.error()));
           }
           FN_CHECK(audit_review(conn, call, "review.report", review,
                                 {{"report_id", report_id}, {"reason", reason}}));
           FN_TRY(stored, booking::run(conn,
                                       "SELECT id, review_id, reporter_id, reason, details, "
                                       "status, handled_by, handled_at, created_at FROM "
                                       "review_reports WHERE id = $1",
                                       {report_id}));
           return stored.to_objects().at(0).as_object();
         }));
  call.status = http::bhttp::status::created;
  return boost::json::object{{"report", std::move(report)}};
}

}  // namespace emu::functions
