#include "mail/outbox_store.hpp"

#include "db/cells.hpp"
#include "db/outbox.hpp"
#include "mail/sql.hpp"

namespace emu::mail {
using db::run;
using db::text;

db::Result<std::vector<std::string>> due_outbox_ids(db::Connection& conn, const std::string& now,
                                                    int limit) {
  return db::due_ids(conn, sql::kDueOutboxIds, now, limit);
}

db::Result<std::optional<ClaimedEmail>> claim_outbox_row(db::Connection& conn,
                                                         const std::string& id,
                                                         const std::string& now,
                                                         const std::string& lease_until,
                                                         const std::string& message_id) {
  return db::claim_row<ClaimedEmail>(
      conn, sql::kClaimOutboxRow, {lease_until, now, message_id, id}, sql::kClaimedEmail, id,
      [&](const std::vector<boost::json::value>& row) {
        return ClaimedEmail{
            id,           text(row[0]), text(row[1]), text(row[2]),
            text(row[3]), text(row[4]), text(row[5]), row[6].is_int64() ? row[6].as_int64() : 1,
            text(row[7])};
      });
}

db::Result<void> mark_sent(db::Connection& conn, const std::string& id, const std::string& now) {
  auto r = run(conn, sql::kMarkSent, {now, id});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<void> mark_failed_attempt(db::Connection& conn, const std::string& id,
                                     const std::string& error, const std::string& now,
                                     const std::optional<std::string>& retry_at) {
  auto r = retry_at ? run(conn, sql::kRetryLater, {*retry_at, error, now, id})
                    : run(conn, sql::kFailForGood, {error, now, id});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<boost::json::object> outbox_counts(db::Connection& conn) {
  return db::counts_by_status(conn, sql::kOutboxCounts, {"pending", "sending", "sent", "failed"});
}

db::Result<boost::json::array> undelivered_emails(db::Connection& conn) {
  auto r = run(conn, sql::kUndelivered);
  if (!r) return std::unexpected(r.error());
  return r->to_objects();
}

db::Result<std::int64_t> retry_failed_emails(db::Connection& conn, const std::string& now) {
  auto r = run(conn, sql::kRetryFailed, {now});
  if (!r) return std::unexpected(r.error());
  return r->affected_rows;
}

}  // namespace emu::mail
