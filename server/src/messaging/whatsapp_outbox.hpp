// The WhatsApp outbox (salon-day.md C.4, C.5.5): every message is a row of whatsapp_outbox
// written inside the transaction of the change that causes it, with a dedupe key unique per
// event and recipient, so however many servers queue or send it a number gets an event once.
// The worker (whatsapp_worker.hpp) claims due rows with a lease, sends them through the Cloud
// API and records the provider's message id; the signed webhook reports the statuses, which
// only move forward. A customer's message carries the e-mail it stands in for, queued once when
// the message fails (the caller queues it: this floor does not reach mail/).
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "domain/messages.hpp"
#include "messaging/whatsapp_templates.hpp"

namespace emu::messaging {

// Whether this process sends WhatsApp messages (EMU_WHATSAPP_TOKEN set): the composition root
// switches it on; while off nothing is queued and the e-mails go out as before.
void set_whatsapp_sending(bool on);
bool whatsapp_sending();

struct WhatsAppMessage {
  std::string to;  // digits with the country code, 852XXXXXXXX
  Template template_id;
  domain::Lang lang = domain::Lang::en;
  std::vector<std::string> params;           // {{1}} ... {{n}}; an empty value is sent as "—"
  std::string event_key;                     // e.g. "booking-confirmed:<booking id>"
  std::string user_id, shop_id, booking_id;  // what the message is about ("" none)
  std::string fallback_email;  // the e-mail to send instead if it fails (JSON), "" none
  std::string at;              // queue time; empty: now
};

// "<event key>:<number>": one message per event and recipient.
std::string whatsapp_dedupe_key(const WhatsAppMessage& m);

// Inserts the row on the caller's connection; the row id, or nullopt when the event already
// reached that number.
db::Result<std::optional<std::string>> queue_whatsapp(db::Connection& conn,
                                                      const WhatsAppMessage& m);

// --- the worker's side
struct ClaimedMessage {
  std::string id, to, template_name, lang;
  std::vector<std::string> params;
  std::int64_t attempts = 0;  // including this one
};
db::Result<std::vector<std::string>> due_message_ids(db::Connection& conn, const std::string& now,
                                                     int limit);
// Marks one due row `sending` until lease_until and counts the attempt; nullopt when another
// worker took it first.
db::Result<std::optional<ClaimedMessage>> claim_message(db::Connection& conn, const std::string& id,
                                                        const std::string& now,
                                                        const std::string& lease_until);
db::Result<void> mark_message_sent(db::Connection& conn, const std::string& id,
                                   const std::string& provider_id, const std::string& now);
db::Result<void> retry_message_later(db::Connection& conn, const std::string& id,
                                     const std::string& error, const std::string& now,
                                     const std::string& retry_at);
// Failed for good: the fallback e-mail (JSON) to queue, when the message had one not queued yet.
db::Result<std::optional<std::string>> fail_message(db::Connection& conn, const std::string& id,
                                                    const std::string& error,
                                                    const std::string& now);

// --- the webhook's side
enum class DeliveryStatus { sent, delivered, read, failed };
std::optional<DeliveryStatus> parse_delivery_status(std::string_view text);
struct StatusOutcome {
  bool known = false;                         // the message id is one of ours
  std::optional<std::string> fallback_email;  // a first failure's e-mail to queue
};
// Records one status of the provider's message `provider_id` at `at` (UTC text); a status never
// goes back (read stays read when delivered arrives late), and failure only ends a message not
// yet delivered. A repeated failure returns no fallback.
db::Result<StatusOutcome> record_status(db::Connection& conn, const std::string& provider_id,
                                        DeliveryStatus status, const std::string& at,
                                        const std::string& error, const std::string& now);

// --- the back office: rows per status (0 when none) and the latest 50 messages.
db::Result<boost::json::object> whatsapp_counts(db::Connection& conn);
db::Result<boost::json::array> recent_whatsapp(db::Connection& conn);

}  // namespace emu::messaging
