// outbox-status (admins): the outbox's state for the back office (ARCHITECTURE 9: System
// Settings shows the real outbox state): counts per status and the latest undelivered rows
// with their attempts and last error. Bodies are not included. `whatsapp`: whether WhatsApp is
// configured, its messages per status (pending ... read, failed) and the latest 50 with their
// delivery times and whether the fallback e-mail went (salon-day.md C.4).
#include "functions/handlers.hpp"
#include "mail/outbox_store.hpp"
#include "messaging/whatsapp_outbox.hpp"

namespace emu::functions {

FnResult<boost::json::value> outbox_status(FnCall& call) {
  FN_TRY(conn, call.ctx.db->acquire());
  FN_TRY(counts, mail::outbox_counts(*conn));
  FN_TRY(undelivered, mail::undelivered_emails(*conn));
  FN_TRY(wa_counts, messaging::whatsapp_counts(*conn));
  FN_TRY(wa_recent, messaging::recent_whatsapp(*conn));
  return boost::json::object{{"smtpConfigured", !call.ctx.config.smtp_url.empty()},
                             {"counts", std::move(counts)},
                             {"undelivered", std::move(undelivered)},
                             {"whatsapp",
                              {{"configured", call.ctx.config.whatsapp_enabled()},
                               {"counts", std::move(wa_counts)},
                               {"recent", std::move(wa_recent)}}}};
}

}  // namespace emu::functions
