#include "mail/outbox_worker.hpp"

#include <spdlog/spdlog.h>

#include <condition_variable>
#include <mutex>

#include "common/ids.hpp"
#include "mail/mime_message.hpp"
#include "mail/outbox_store.hpp"
#include "mail/waitlist_welcome.hpp"

namespace emu::mail {

struct OutboxWorker::State {
  std::mutex mutex;
  std::condition_variable_any wake;
  WaitlistSweep sweep;
  explicit State(MailSettings settings) : sweep(std::move(settings)) {}
};

OutboxWorker::OutboxWorker(db::Database& db, OutboxOptions options)
    : db_(db), options_(std::move(options)), state_(std::make_unique<State>(options_.mail)) {
  if (!options_.smtp.url.empty()) {
    sender_ = std::make_unique<SmtpSender>(options_.smtp);
    if (std::string why; !sender_->available(&why)) {
      spdlog::error("outbox: SMTP delivery off: {}", why);
      sender_.reset();
    }
  }
}

OutboxWorker::~OutboxWorker() { stop(); }

void OutboxWorker::start() {
  if (thread_.joinable()) return;
  spdlog::info("outbox: worker started ({})",
               sender_ ? "delivering over SMTP" : "no SMTP: e-mails stay queued");
  thread_ = std::jthread([this](std::stop_token stop) { loop(stop); });
}

void OutboxWorker::stop() {
  if (!thread_.joinable()) return;
  thread_.request_stop();
  state_->wake.notify_all();
  thread_.join();
}

void OutboxWorker::loop(std::stop_token stop) {
  while (!stop.stop_requested()) {
    try {
      run_once();
    } catch (const std::exception& e) {
      spdlog::error("outbox: poll failed: {}", e.what());
    }
    std::unique_lock lock(state_->mutex);
    state_->wake.wait_for(lock, stop, options_.poll, [] { return false; });
  }
}

int OutboxWorker::run_once() {
  if (auto swept = state_->sweep.run(db_); !swept) {
    spdlog::warn("outbox: waitlist sweep failed ({}): {}", swept.error().sqlstate,
                 swept.error().message);
  }
  if (!sender_) return 0;
  std::vector<std::string> ids;
  {
    auto conn = db_.acquire();
    if (!conn) return 0;
    auto due = due_outbox_ids(**conn, common::now_utc(), options_.batch);
    if (!due) {
      spdlog::warn("outbox: cannot read due rows: {}", due.error().message);
      return 0;
    }
    ids = std::move(*due);
  }
  // One at a time, in queue order: the admin notice leaves after the confirmation.
  int before = 0;
  for (const auto& id : ids) {
    if (thread_.get_stop_token().stop_requested()) break;
    deliver(id);
    ++before;
  }
  return before;
}

void OutboxWorker::deliver(const std::string& id) {
  auto conn = db_.acquire();
  if (!conn) return;
  auto t = std::chrono::system_clock::now();
  auto now = common::format_utc(t);
  auto claimed = claim_outbox_row(**conn, id, now, common::format_utc(t + options_.lease),
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
    bool give_up = sent.permanent || e.attempts >= options_.max_attempts;
    std::optional<std::string> retry_at;
    if (!give_up) {
      retry_at = common::format_utc(
          done + retry_delay(e.attempts, options_.backoff_base, options_.backoff_cap));
    }
    spdlog::warn("outbox: {} to {} failed (attempt {}): {}{}", e.email_type, e.to, e.attempts,
                 sent.error, give_up ? "; giving up" : "");
    recorded = mark_failed_attempt(**conn, id, sent.error, common::format_utc(done), retry_at);
  }
  if (!recorded) {
    // The lease brings the row back; a sent message may then go out twice (logged).
    spdlog::error("outbox: cannot record the outcome of {}: {}", id, recorded.error().message);
  }
}

}  // namespace emu::mail
