// moderate-review (admins): {reviewId, action, reportId?} -> 200 {review, reports}.
//  - hide: published or text_removed -> hidden (the rating and count drop it at once);
//  - strip_text: published or hidden -> text_removed; the comment moves to
//    review_removed_texts and the stars keep counting;
//  - restore: hidden or text_removed -> published, the removed text put back;
//  - dismiss: the report reportId (else every open report of the review) -> dismissed; the
//    review is unchanged.
// hide and strip_text mark the review's open reports upheld. An action that does not apply
// to the review's status is 409 invalid_transition. One transaction with the shop's rating
// and the audit row review.<action> (the admin dashboard's activity list shows it).
#include "db/cells.hpp"
#include "functions/body_fields.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/review_support.hpp"
#include "functions/transitions.hpp"
#include "reviews/moderation.hpp"
#include "reviews/review_store.hpp"

namespace emu::functions {
namespace {

struct Move {
  std::string_view action;
  std::vector<std::string_view> from;
  std::string_view to;  // empty: the review's status stays
};

const std::vector<Move>& moves() {
  static const std::vector<Move> table{
      {"hide", {"published", "text_removed"}, "hidden"},
      {"strip_text", {"published", "hidden"}, "text_removed"},
      {"restore", {"hidden", "text_removed"}, "published"},
      {"dismiss", {"published", "hidden", "text_removed"}, ""},
  };
  return table;
}

}  // namespace

FnResult<boost::json::value> moderate_review(FnCall& call) {
  Fields fields(call.body);
  const auto id = fields.id("reviewId", "a review id");
  const Move* move = fields.pick("action", moves());
  const auto report_id = fields.optional_id("reportId", "a report id");
  FN_CHECK(std::move(fields).verdict("The request is incomplete"));
  const std::string action(move->action);
  const auto actor =
      call.principal.user_id.empty() ? db::Param(nullptr) : db::Param(call.principal.user_id);
  FN_TRY(result,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(review, review_for_change(conn, id));
           const auto status = db::text(review.at("status"));
           FN_CHECK(check_transition(move->from, status, "review"));
           if (report_id) {
             FN_TRY(found, reviews::report_of_review(conn, *report_id, id));
             if (!found) return fail(Code::not_found, "Report not found");
           }
           if (!move->to.empty()) {
             FN_CHECK(reviews::moderate(conn, id, move->action, move->to, actor, call.now));
           }
           // The reports this decision answers: the one named, else every open one.
           if (move->action != "restore") {
             const std::string outcome = move->action == "dismiss" ? "dismissed" : "upheld";
             FN_CHECK(reviews::close_reports(
                 conn, id, outcome, actor, call.now,
                 move->action == "dismiss" ? report_id : std::optional<std::string>()));
           }
           FN_CHECK(reviews::recompute_rating(conn, db::text(review.at("shop_id"))));
           FN_CHECK(
               audit_review(conn, call, "review." + action, review,
                            {{"from", status},
                             {"to", move->to.empty() ? status : std::string(move->to)},
                             {"report_id", report_id ? boost::json::value(*report_id) : nullptr}}));
           FN_TRY(stored, reviews::find_review(conn, id));
           FN_TRY(reports, reviews::reports_of(conn, id));
           return boost::json::object{{"review", reviews::review_json(std::move(*stored))},
                                      {"reports", std::move(reports)}};
         }));
  return result;
}

}  // namespace emu::functions
