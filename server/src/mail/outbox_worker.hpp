// Delivers the e-mail outbox (ARCHITECTURE 4 and 6): a background thread polls for due rows,
// claims each with a lease, sends it over SMTP and records the outcome; a failure is retried
// with exponential backoff until max_attempts, then the row stays `failed` for the admins to
// see (outbox-status). Rows are committed before the worker ever sees them, so a crash loses
// nothing: a row caught in `sending` is taken up again when its lease expires and carries the
// same Message-ID. The only duplicate possible is a message the SMTP server accepted in the
// instant before the crash, which no client can know. Without EMU_SMTP_URL the worker only
// queues waitlist welcomes and the rows wait (their links are in the log).
#pragma once

#include <chrono>
#include <memory>

#include "db/database.hpp"
#include "db/outbox.hpp"
#include "mail/market_queue.hpp"
#include "mail/smtp_sender.hpp"
#include "mail/waitlist_welcome.hpp"

namespace emu::mail {

struct OutboxOptions {
  SmtpSettings smtp;  // url empty: no delivery
  MailSettings mail;
  db::OutboxPace pace{.lease = std::chrono::minutes(5)};  // longer than any SMTP conversation
};

class OutboxWorker {
 public:
  OutboxWorker(db::Database& db, OutboxOptions options);
  void start();
  // Finishes the message in hand (bounded by the SMTP timeout), then returns.
  void stop() { poller_.stop(); }
  // One poll: sweep the waitlist, deliver what is due. Returns rows delivered (tests).
  int run_once();

 private:
  void deliver(const std::string& id);

  db::Database& db_;
  OutboxOptions options_;
  std::unique_ptr<SmtpSender> sender_;
  WaitlistSweep sweep_;
  db::OutboxPoller poller_;  // last: stops first
};

}  // namespace emu::mail
