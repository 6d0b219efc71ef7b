#include "reviews/moderation.hpp"

#include "db/cells.hpp"
#include "reviews/sql.hpp"

namespace emu::reviews {
db::Result<void> moderate(db::Connection& conn, const std::string& id, std::string_view action,
                          std::string_view to, const db::Param& actor, const std::string& now) {
  auto kept = db::run(conn, sql::kRemovedTextExists, {id});
  if (!kept) return std::unexpected(kept.error());
  if (action == "strip_text" && kept->rows.empty()) {
    if (auto r = db::done(db::run(conn, sql::kKeepRemovedText, {id, actor, now})); !r) return r;
    if (auto r = db::done(db::run(conn, sql::kClearComment, {id})); !r) return r;
  }
  if (action == "restore" && !kept->rows.empty()) {
    if (auto r = db::done(db::run(conn, sql::kRestoreComment, {id})); !r) return r;
    if (auto r = db::done(db::run(conn, sql::kForgetRemovedText, {id})); !r) return r;
  }
  return db::done(db::run(conn, sql::kSetStatus, {std::string(to), now, id}));
}

db::Result<bool> report_of_review(db::Connection& conn, const std::string& report_id,
                                  const std::string& review_id) {
  return db::any_row(conn, sql::kReportOfReview, {report_id, review_id});
}

db::Result<void> close_reports(db::Connection& conn, const std::string& review_id,
                               const std::string& outcome, const db::Param& actor,
                               const std::string& now,
                               const std::optional<std::string>& report_id) {
  if (report_id) {
    return db::done(
        db::run(conn, sql::kCloseOpenReport, {outcome, actor, now, review_id, *report_id}));
  }
  return db::done(db::run(conn, sql::kCloseOpenReports, {outcome, actor, now, review_id}));
}

db::Result<boost::json::array> reports_of(db::Connection& conn, const std::string& review_id) {
  auto r = db::run(conn, sql::kReportsOfReview, {review_id});
  if (!r) return std::unexpected(r.error());
  return r->to_objects();
}

db::Result<bool> reported_by(db::Connection& conn, const std::string& review_id,
                             const std::string& reporter) {
  return db::any_row(conn, sql::kReportBy, {review_id, reporter});
}

db::Result<void> insert_report(db::Connection& conn, const std::string& id,
                               const std::string& review_id, const std::string& reporter,
                               const std::string& reason, const std::optional<std::string>& details,
                               const std::string& now) {
  return db::done(db::run(
      conn, sql::kInsertReport,
      {id, review_id, reporter, reason, details ? db::Param(*details) : db::Param(nullptr), now}));
}

db::Result<boost::json::object> find_report(db::Connection& conn, const std::string& id) {
  auto r = db::run(conn, sql::kFindReport, {id});
  if (!r) return std::unexpected(r.error());
  return r->to_objects().at(0).as_object();
}

}  // namespace emu::reviews
