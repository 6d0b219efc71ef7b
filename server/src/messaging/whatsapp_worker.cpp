#include "messaging/whatsapp_worker.hpp"

#include <spdlog/spdlog.h>

#include "common/ids.hpp"
#include "db/transaction.hpp"
#include "messaging/whatsapp_outbox.hpp"

namespace emu::messaging {

WhatsAppWorker::WhatsAppWorker(db::Database& db, WhatsAppOptions options)
    : db_(db), options_(std::move(options)), poller_("whatsapp", options_.pace) {}

void WhatsAppWorker::start() {
  poller_.start("sending through " + options_.api.api_base, [this] { run_once(); });
}

int WhatsAppWorker::run_once() {
  return poller_.for_each_due(db_, due_message_ids, [&](const std::string& id) { send(id); });
}

void WhatsAppWorker::send(const std::string& id) {
  std::optional<ClaimedMessage> claimed;
  {
    auto conn = db_.acquire();
    if (!conn) return;
    auto t = std::chrono::system_clock::now();
    auto got = claim_message(**conn, id, common::format_utc(t),
                             common::format_utc(t + options_.pace.lease));
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
        if (const auto retry = options_.pace.retry_at(m.attempts, sent.permanent, done)) {
          return retry_message_later(conn, id, sent.error, now, common::format_utc(*retry));
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
