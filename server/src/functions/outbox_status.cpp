// outbox-status (admins): the outbox's state for the back office (ARCHITECTURE 9: System
// Settings shows the real outbox state): counts per status and the latest undelivered rows
// with their attempts and last error. Bodies are not included.
#include "functions/handlers.hpp"
#include "mail/outbox_store.hpp"

namespace emu::functions {

FnResult<boost::json::value> outbox_status(FnCall& call) {
  FN_TRY(conn, call.ctx.db->acquire());
  FN_TRY(counts, mail::outbox_counts(*conn));
  FN_TRY(undelivered, mail::undelivered_emails(*conn));
  return boost::json::object{{"smtpConfigured", !call.ctx.config.smtp_url.empty()},
                             {"counts", std::move(counts)},
                             {"undelivered", std::move(undelivered)}};
}

}  // namespace emu::functions
