#include "functions/system_status.hpp"

#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "mail/outbox_store.hpp"
#include "messaging/whatsapp_outbox.hpp"
#include "status/status_store.hpp"

#ifndef EMU_VERSION
#define EMU_VERSION "dev"
#endif

namespace emu::functions {
namespace {

FnResult<boost::json::object> read_status(FnCall& call, db::Connection& conn) {
  const auto& config = call.ctx.config;
  FN_TRY(outbox, mail::outbox_counts(conn));
  FN_TRY(whatsapp, messaging::whatsapp_counts(conn));
  FN_TRY(admin_accounts, status::admin_accounts(conn));
  boost::json::array admin_emails;
  for (const auto& email : config.admin_emails) admin_emails.emplace_back(email);

  FN_TRY(activity, status::recent_activity(conn));
  FN_TRY(durable, status::durability(conn));

  return boost::json::object{
      {"database", call.ctx.db->dialect() == db::Dialect::postgres ? "postgres" : "sqlite"},
      {"durability", durable},
      {"version", EMU_VERSION},
      {"emailTransport", config.smtp_url.empty() ? "outbox-only" : "smtp"},
      {"outbox", std::move(outbox)},
      // WhatsApp messages per status (salon-day.md C.4); configured: EMU_WHATSAPP_TOKEN is set.
      {"whatsapp", {{"configured", config.whatsapp_enabled()}, {"counts", std::move(whatsapp)}}},
      {"providers", boost::json::object{{"email", true}, {"google", config.google_enabled()}}},
      {"adminEmails", std::move(admin_emails)},
      {"adminAccounts", std::move(admin_accounts)},
      {"siteUrl", config.public_url()},
      {"contactEmail", config.contact_email},
      {"signupEnabled", !config.disable_signup},
      {"autoconfirm", config.autoconfirm},
      {"recentActivity", std::move(activity)},
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
           FN_TRY(retried, mail::retry_failed_emails(conn, call.now));
           FN_CHECK(write_audit(conn, call, "email_outbox.retry_failed", "email_outbox", "failed",
                                boost::json::object{{"count", retried}}));
           FN_TRY(status, read_status(call, conn));
           status["retried"] = retried;
           return status;
         }));
  return status;
}

}  // namespace emu::functions
