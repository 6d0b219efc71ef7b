#include "functions/system_status.hpp"

#include <array>

#include "functions/audit.hpp"
#include "functions/body_fields.hpp"

#ifndef EMU_VERSION
#define EMU_VERSION "dev"
#endif

namespace emu::functions {
namespace {

constexpr std::string_view kOutboxCounts =
    "SELECT status, count(*) FROM email_outbox GROUP BY status";
constexpr std::string_view kAdminAccounts =
    "SELECT u.email FROM user_roles r JOIN users u ON u.id = r.user_id "
    "WHERE r.role = 'admin' AND u.email IS NOT NULL ORDER BY u.email LIMIT 100";
// audit_log is not exposed through /rest/v1: the dashboard's Recent Activity comes from here.
constexpr std::string_view kRecentActivity =
    "SELECT id, actor_email, action, entity_type, entity_id, details, created_at FROM audit_log "
    "ORDER BY created_at DESC LIMIT 10";
constexpr std::string_view kRetryFailed =
    "UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, "
    "last_error = NULL, updated_at = $1 WHERE status = 'failed'";

// How a commit is made durable, in the engine's own words: SQLite's PRAGMA synchronous
// (EMU_SQLITE_SYNCHRONOUS) or PostgreSQL's synchronous_commit.
FnResult<std::string> durability(db::Connection& conn) {
  if (conn.dialect() == db::Dialect::postgres) {
    FN_TRY(rows, conn.query("SELECT current_setting('synchronous_commit')"));
    return "synchronous_commit=" + std::string(rows.rows.at(0).at(0).as_string());
  }
  FN_TRY(rows, conn.query("PRAGMA synchronous"));
  constexpr std::array<std::string_view, 4> kNames{"OFF", "NORMAL", "FULL", "EXTRA"};
  const auto& v = rows.rows.at(0).at(0);
  const auto level = v.is_int64() ? v.as_int64() : -1;
  if (level < 0 || level > 3) return std::string("synchronous=unknown");
  return "synchronous=" + std::string(kNames[static_cast<std::size_t>(level)]);
}

FnResult<boost::json::object> read_status(FnCall& call, db::Connection& conn) {
  const auto& config = call.ctx.config;
  FN_TRY(counts, conn.query(kOutboxCounts));
  boost::json::object outbox{{"pending", 0}, {"sending", 0}, {"sent", 0}, {"failed", 0}};
  for (const auto& row : counts.rows) {
    if (row[0].is_string() && outbox.contains(row[0].as_string())) {
      outbox[row[0].as_string()] = row[1];
    }
  }
  FN_TRY(admins, conn.query(kAdminAccounts));
  boost::json::array admin_accounts;
  for (const auto& row : admins.rows) admin_accounts.push_back(row[0]);
  boost::json::array admin_emails;
  for (const auto& email : config.admin_emails) admin_emails.emplace_back(email);

  FN_TRY(activity, conn.query(kRecentActivity));
  FN_TRY(durable, durability(conn));

  return boost::json::object{
      {"database", call.ctx.db->dialect() == db::Dialect::postgres ? "postgres" : "sqlite"},
      {"durability", durable},
      {"version", EMU_VERSION},
      {"emailTransport", config.smtp_url.empty() ? "outbox-only" : "smtp"},
      {"outbox", std::move(outbox)},
      {"providers", boost::json::object{{"email", true}, {"google", config.google_enabled()}}},
      {"adminEmails", std::move(admin_emails)},
      {"adminAccounts", std::move(admin_accounts)},
      {"siteUrl", config.public_url()},
      {"contactEmail", config.contact_email},
      {"signupEnabled", !config.disable_signup},
      {"autoconfirm", config.autoconfirm},
      {"recentActivity", activity.to_objects()},
  };
}

}  // namespace

FnResult<boost::json::value> system_status(FnCall& call) {
  std::string action;
  if (call.req.method() == http::bhttp::verb::post) action = text_field(call.body, "action");
  if (!action.empty() && action != "retry-failed") {
    return fail(Code::validation_failed, "action must be retry-failed",
                boost::json::object{{"action", "action must be retry-failed"}});
  }

  if (action.empty()) {
    FN_TRY(conn, call.ctx.db->acquire());
    FN_TRY(status, read_status(call, *conn));
    return status;
  }

  FN_TRY(status,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           std::array<db::Param, 1> params{call.now};
           FN_TRY(updated, conn.query(kRetryFailed, params));
           FN_CHECK(write_audit(conn, call, "email_outbox.retry_failed", "email_outbox", "failed",
                                boost::json::object{{"count", updated.affected_rows}}));
           FN_TRY(status, read_status(call, conn));
           status["retried"] = updated.affected_rows;
           return status;
         }));
  return status;
}

}  // namespace emu::functions
