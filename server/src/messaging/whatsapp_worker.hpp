// Sends the WhatsApp outbox (salon-day.md C.4, C.5.5), as the e-mail outbox worker delivers
// e-mail: a background thread polls for due rows, claims each with a lease (one conditional
// UPDATE, so several server instances share one outbox and send a row once), sends it through
// the Cloud API and records the provider's message id. A failure is retried with exponential
// backoff until max_attempts; a message refused for good (or out of attempts) is `failed`, and
// its fallback e-mail, when it has one, is queued once by `fall_back` in the same transaction.
// Rows are committed before the worker sees them, so a crash loses nothing: a row caught in
// `sending` is taken up again when its lease expires. The only duplicate possible is a message
// the API accepted in the instant before the crash, which no client can know.
#pragma once

#include <functional>
#include <string>

#include "db/database.hpp"
#include "db/outbox.hpp"
#include "messaging/whatsapp_client.hpp"

namespace emu::messaging {

// Queues the e-mail a failed message stands in for (the outbox row as JSON), on the caller's
// connection and transaction.
using FallBack = std::function<db::Result<void>(db::Connection&, const std::string& email_json)>;

struct WhatsAppOptions {
  WhatsAppSettings api;
  FallBack fall_back;
  db::OutboxPace pace;  // its lease (a minute) is longer than one API call (15 s at most)
};

class WhatsAppWorker {
 public:
  WhatsAppWorker(db::Database& db, WhatsAppOptions options);
  void start();
  // Finishes the message in hand (bounded by the API timeout), then returns.
  void stop() { poller_.stop(); }
  // One poll: send what is due. Returns the messages handled.
  int run_once();

 private:
  void send(const std::string& id);

  db::Database& db_;
  WhatsAppOptions options_;
  db::OutboxPoller poller_;  // last: stops first
};

}  // namespace emu::messaging
