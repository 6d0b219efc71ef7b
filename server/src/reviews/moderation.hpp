// What moderation does to a review's rows (moderate-review, report-review): its status and
// text, and the reports about it. The rules of which move applies when stay with the function;
// these are the stored effects, each inside the caller's transaction.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"

namespace emu::reviews {

// The review's new status `to` after `action`: strip_text moves the comment aside (once: a
// second strip after a hide keeps the first), restore puts a moved comment back whatever the
// status was. `actor` is the admin's user id or null.
db::Result<void> moderate(db::Connection& conn, const std::string& id, std::string_view action,
                          std::string_view to, const db::Param& actor, const std::string& now);

// True when report `report_id` is about review `review_id`.
db::Result<bool> report_of_review(db::Connection& conn, const std::string& report_id,
                                  const std::string& review_id);
// The review's open reports -> `outcome` (upheld | dismissed); only `report_id` when given.
db::Result<void> close_reports(db::Connection& conn, const std::string& review_id,
                               const std::string& outcome, const db::Param& actor,
                               const std::string& now, const std::optional<std::string>& report_id);
// The review's reports, oldest first: {id, reason, status, handled_at}.
db::Result<boost::json::array> reports_of(db::Connection& conn, const std::string& review_id);

// True when `reporter` already reported the review.
db::Result<bool> reported_by(db::Connection& conn, const std::string& review_id,
                             const std::string& reporter);
// A new open report; a second one by the same person fails with 23505.
db::Result<void> insert_report(db::Connection& conn, const std::string& id,
                               const std::string& review_id, const std::string& reporter,
                               const std::string& reason, const std::optional<std::string>& details,
                               const std::string& now);
// The stored report, every column.
db::Result<boost::json::object> find_report(db::Connection& conn, const std::string& id);

}  // namespace emu::reviews
