// Queues a marketplace e-mail inside the caller's transaction: renders the template, stores
// the row with its link in params, and, when no SMTP server is configured, logs the link so a
// newcomer can follow it locally (ARCHITECTURE 6). "Once per record and kind" is the outbox's
// UNIQUE dedupe_key: dedupe_key(kind, record id).
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "domain/messages.hpp"
#include "mail/market_emails.hpp"
#include "mail/outbox.hpp"

namespace emu::mail {

struct MailSettings {
  std::string site_url;  // Config::public_url()
  bool smtp_configured = false;
  int review_days = kDefaultReviewDays;  // EMU_REVIEW_BUSINESS_DAYS
};

struct MarketMessage {
  MarketEmail kind;
  std::string to;
  domain::Lang lang = domain::Lang::en;
  boost::json::object params;             // the spec's params of the template
  std::optional<std::string> dedupe_key;  // nullopt: may be sent again (admin resend)
  std::string at;                         // queue time; empty: now
};

// "<email type>:<record id>", e.g. "quick-apply-confirmation:<application id>".
std::string dedupe_key(MarketEmail kind, std::string_view record_id);

// Renders the message into an outbox row (CPU only): done before a transaction opens, so
// the write lock is not held while mustache runs.
OutboxEmail prepare_market_email(const MarketMessage& message, const MailSettings& settings);
// Inserts a prepared row; the outbox row id, or nullopt when its dedupe key was used before.
db::Result<std::optional<std::string>> queue_prepared(db::Connection& conn, const OutboxEmail& row,
                                                      const MailSettings& settings);
// prepare + queue in one call.
db::Result<std::optional<std::string>> queue_market_email(db::Connection& conn,
                                                          const MarketMessage& message,
                                                          const MailSettings& settings);

// The waitlist welcome (template 8) for one waitlist address, once per address. Called by the
// outbox worker's sweep of new waitlist rows and by send-email; safe to call from both.
db::Result<std::optional<std::string>> queue_waitlist_welcome(db::Connection& conn,
                                                              const std::string& email,
                                                              domain::Lang lang,
                                                              const MailSettings& settings);

}  // namespace emu::mail
