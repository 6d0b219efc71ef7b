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
#include "booking/cells.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "functions/review_support.hpp"
#include "functions/transitions.hpp"
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

// The status change, and the text: strip_text moves the comment aside (once: a second strip
// after a hide keeps the first), restore puts a moved comment back whatever the status was.
FnResult<void> apply(db::Connection& conn, const FnCall& call, const Move& move,
                     const std::string& id) {
  if (move.to.empty()) return {};
  FN_TRY(kept, booking::run(conn, "SELECT 1 FROM review_removed_texts WHERE review_id = $1", {id}));
  if (move.action == "strip_text" && kept.rows.empty()) {
    FN_CHECK(booking::run(
        conn,
        "INSERT INTO review_removed_texts (review_id, comment, removed_by, "
        "removed_at) VALUES ($1, (SELECT r.comment FROM reviews r WHERE r.id = "
        "$1), $2, $3)",
        {id,
         call.principal.user_id.empty() ? db::Param(nullptr) : db::Param(call.principal.user_id),
         call.now}));
    FN_CHECK(booking::run(conn, "UPDATE reviews SET comment = NULL WHERE id = $1", {id}));
  }
  if (move.action == "restore" && !kept.rows.empty()) {
    FN_CHECK(booking::run(conn,
                          "UPDATE reviews SET comment = (SELECT t.comment FROM "
                          "review_removed_texts t WHERE t.review_id = $1) WHERE id = $1",
                          {id}));
    FN_CHECK(booking::run(conn, "DELETE FROM review_removed_texts WHERE review_id = $1", {id}));
  }
  FN_CHECK(booking::run(conn, "UPDATE reviews SET status = $1, updated_at = $2 WHERE id = $3",
                        {std::string(move.to), call.now, id}));
  return {};
}

}  // namespace

FnResult<boost::json::value> moderate_review(FnCall& call) {
  const auto id = text_field(call.body, "reviewId");
  const auto action = text_field(call.body, "action");
  const auto report_id = optional_text(call.body, "reportId");
  const Move* move = find_move(moves(), action);
  boost::json::object problems;
  if (!is_uuid(id)) problems["reviewId"] = "reviewId must be a review id";
  if (!move) problems["action"] = "action must be hide, strip_text, restore or dismiss";
  if (report_id && !is_uuid(*report_id)) problems["reportId"] = "reportId must be a report id";
  if (!problems.empty()) {
    return fail(Code::validation_failed, "The request is incomplete", std::move(problems));
  }
  const auto actor =
      call.principal.user_id.empty() ? db::Param(nullptr) : db::Param(call.principal.user_id);
  FN_TRY(result,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(review, review_for_change(conn, id));
           const auto status = booking::text(review.at("status"));
           FN_CHECK(check_transition(move->from, status, "review"));
           if (report_id) {
             FN_TRY(found, booking::run(conn,
                                        "SELECT status FROM review_reports WHERE id = $1 AND "
                                        "review_id = $2",
                                        {*report_id, id}));
             if (found.rows.empty()) return fail(Code::not_found, "Report not found");
           }
           FN_CHECK(apply(conn, call, *move, id));
           // The reports this decision answers: the one named, else every open one.
           std::string sql =
               "UPDATE review_reports SET status = $1, handled_by = $2, handled_at = $3 WHERE "
               "review_id = $4 AND status = 'open'";
           if (move->action == "dismiss" && report_id) sql += " AND id = $5";
           if (move->action != "restore") {
             const std::string outcome = move->action == "dismiss" ? "dismissed" : "upheld";
             if (move->action == "dismiss" && report_id) {
               FN_CHECK(booking::run(conn, sql, {outcome, actor, call.now, id, *report_id}));
             } else {
               FN_CHECK(booking::run(conn, sql, {outcome, actor, call.now, id}));
             }
           }
           FN_CHECK(reviews::recompute_rating(conn, booking::text(review.at("shop_id"))));
           FN_CHECK(
               audit_review(conn, call, "review." + action, review,
                            {{"from", status},
                             {"to", move->to.empty() ? status : std::string(move->to)},
                             {"report_id", report_id ? boost::json::value(*report_id) : nullptr}}));
           FN_TRY(stored, reviews::find_review(conn, id));
           FN_TRY(reports, booking::run(conn,
                                        "SELECT id, reason, status, handled_at FROM "
                                        "review_reports WHERE review_id = $1 ORDER BY created_at",
                                        {id}));
           return boost::json::object{{"review", reviews::review_json(std::move(*stored))},
                                      {"reports", reports.to_objects()}};
         }));
  return result;
}

}  // namespace emu::functions
