#include "mail/outbox_worker.hpp"

#include <spdlog/spdlog.h>

#include "common/ids.hpp"
#include "mail/mime_message.hpp"
#include "mail/outbox_store.hpp"

namespace emu::mail {

OutboxWorker::OutboxWorker(db::Database& db, OutboxOptions options)
    : db_(db),
      options_(std::move(options)),
      sweep_(options_.mail),
      poller_("outbox", options_.pace) {
  if (!options_.smtp.url.empty()) {
    sender_ = std::make_unique<SmtpSender>(options_.smtp);
    if (std::string why; !sender_->available(&why)) {
      spdlog::error("outbox: SMTP delivery off: {}", why);
      sender_.reset();
    }
  }
}

void OutboxWorker::start() {
  poller_.start(sender_ ? "delivering over SMTP" : "no SMTP: e-mails stay queued",
                [this] { run_once(); });
}

int OutboxWorker::run_once() {
  if (auto swept = sweep_.run(db_); !swept) {
    spdlog::warn("outbox: waitlist sweep failed ({}): {}", swept.error().sqlstate,
                 swept.error().message);
  }
  if (!sender_) return 0;
  // One at a time, in queue order: the admin notice leaves after the confirmation.
  return poller_.for_each_due(db_, due_outbox_ids, [&](const std::string& id) { deliver(id); });
}

void OutboxWorker::deliver(const std::string& id) {
  auto conn = db_.acquire();
  if (!conn) return;
  auto t = std::chrono::system_clock::now();
  auto now = common::format_utc(t);
  auto claimed = claim_outbox_row(**conn, id, now, common::format_utc(t + options_.pace.lease),
                                  message_id_for(id, options_.smtp.from));
  if (!claimed || !*claimed) return;  // another worker has it, or the database is away
  const ClaimedEmail& e = **claimed;
  auto message = build_mime(
      {options_.smtp.from, e.to, e.subject, e.text, e.html, e.lang, e.id, e.email_type, e.ics});
  SendResult sent = sender_->send(e.to, message);
  auto done = std::chrono::system_clock::now();
  db::Result<void> recorded;
  if (sent.ok) {
    recorded = mark_sent(**conn, id, common::format_utc(done));
  } else {
    const auto retry = options_.pace.retry_at(e.attempts, sent.permanent, done);
    spdlog::warn("outbox: {} to {} failed (attempt {}): {}{}", e.email_type, e.to, e.attempts,
                 sent.error, retry ? "" : "; giving up");
    recorded =
        mark_failed_attempt(**conn, id, sent.error, common::format_utc(done),
                            retry ? std::optional(common::format_utc(*retry)) : std::nullopt);
  }
  if (!recorded) {
    // The lease brings the row back; a sent message may then go out twice (logged).
    spdlog::error("outbox: cannot record the outcome of {}: {}", id, recorded.error().message);
  }
}

}  // namespace emu::mail
