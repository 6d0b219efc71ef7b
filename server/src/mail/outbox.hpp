// The e-mail outbox: every e-mail is a row in email_outbox written inside the transaction of
// the state change that causes it (ARCHITECTURE 4); the outbox worker delivers it later.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace emu::mail {

struct OutboxEmail {
  std::string to;
  std::optional<int> template_id;  // the spec's marketplace template ids; none for identity mail
  std::string email_type;          // e.g. "confirm-signup", "recovery"
  std::string lang = "en";         // en | zh
  std::string subject;
  std::string html;
  std::string text;
  boost::json::object params;             // what the template was rendered with (incl. links)
  std::optional<std::string> dedupe_key;  // "once per record" e-mails; nullopt: no dedupe
  // created_at and first delivery time; empty: now. The worker delivers in this order, so a
  // later stamp queues an e-mail behind another one of the same transaction.
  std::string at;
  // A calendar attachment (RFC 5545 text, sent as invite.ics); empty: none.
  std::string ics;
};

// Inserts the row on the caller's connection (inside its transaction); returns the row id.
// A duplicate dedupe_key fails with sqlstate 23505.
db::Result<std::string> enqueue_email(db::Connection& conn, const OutboxEmail& email);
// Same, but a used dedupe_key is not an error: nullopt means "already queued once", and the
// caller's transaction stays usable (ON CONFLICT DO NOTHING instead of a failed statement).
db::Result<std::optional<std::string>> enqueue_email_once(db::Connection& conn,
                                                          const OutboxEmail& email);

}  // namespace emu::mail
