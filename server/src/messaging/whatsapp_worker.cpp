#include "messaging/whatsapp_worker.hpp"

#include <spdlog/spdlog.h>

#include <condition_variable>
#include <mutex>

#include "common/backoff.hpp"
#include "common/ids.hpp"
#include "db/transaction.hpp"
#include "messaging/whatsapp_outbox.hpp"

namespace emu::messaging {

struct WhatsAppWorker::State {
  std::mutex mutex;
  std::condition_variable_any wake;
};

WhatsAppWorker::WhatsAppWorker(db::Database& db, WhatsAppOptions options)
    : db_(db), options_(std::move(options)), state_(std::make_unique<State>()) {}

WhatsAppWorker::~WhatsAppWorker() { stop(); }

void WhatsAppWorker::start() {
  if (thread_.joinable()) return;
  spdlog::info("whatsapp: worker started (sending through {})", options_.api.api_base);
  thread_ = std::jthread([this](std::stop_token stop) {
    while (!stop.stop_requested()) {
      try {
        run_once();
      } catch (const std::exception& e) {
        spdlog::error("whatsapp: poll failed: {}", e.what());
      }
      std::unique_lock lock(state_->mutex);
      state_->wake.wait_for(lock, stop, options_.poll, [] { return false; });
    }
  });
}

void WhatsAppWorker::stop() {
  if (!thread_.joinable()) return;
  thread_.request_stop();
  state_->wake.notify_all();
  thread_.join();
}

int WhatsAppWorker::run_once() {
  std::vector<std::string> ids;
  {
    auto conn = db_.acquire();
    if (!conn) return 0;
    auto due = due_message_ids(**conn, common::now_utc(), options_.batch);
    if (!due) {
      spdlog::warn("whatsapp: cannot read due messages: {}", due.error().message);
      return 0;
    }
    ids = std::move(*due);
  }
  int handled = 0;
  for (const auto& id : ids) {
    if (thread_.get_stop_token().stop_requested()) break;
    send(id);
    ++handled;
  }
  return handled;
}

void WhatsAppWorker::send(const std::string& id) {
  std::optional<ClaimedMessage> claimed;
  {
    auto conn = db_.acquire();
    if (!conn) return;
    auto t = std::chrono::system_clock::now();
    auto got =
        claim_message(**conn, id, common::format_utc(t), common::format_utc(t + options_.lease));
    if (!got || !*got) return;  // another worker has it, or the database is away
    claimed = std::move(*got);
  }
  const ClaimedMessage& m = *claimed;
  SendOutcome sent = send_template(options_.api, m.to, m.template_name, m.lang, m.params);
  const auto done = std::chrono::system_clock::now();
  const auto now = common::format_utc(done);
  auto recorded =
      db::in_transaction(db_, db::TxMode::write, [&](db::Connection& conn) -> db::Result<void> {
        if (sent.ok) return mark_message_sent(conn, id, sent.message_id, now);
        const bool give_up = sent.permanent || m.attempts >= options_.max_attempts;
        if (!give_up) {
          return retry_message_later(
              conn, id, sent.error, now,
              common::format_utc(done + common::retry_delay(m.attempts, options_.backoff_base,
                                                            options_.backoff_cap)));
        }
        auto fallback = fail_message(conn, id, sent.error, now);
        if (!fallback) return std::unexpected(fallback.error());
        if (*fallback && options_.fall_back) return options_.fall_back(conn, **fallback);
        return {};
      });
  if (!sent.ok) {
    spdlog::warn("whatsapp: {} to {} failed (attempt {}): {}", m.template_name, m.to, m.attempts,
                 sent.error);
  }
  if (!recorded) {
    // The lease brings the row back; a sent message may then go out twice (logged).
    spdlog::error("whatsapp: cannot record the outcome of {}: {}", id, recorded.error().message);
  }
}

}  // namespace emu::messaging
