// outbox-status (admins): the outbox's state for the back office (ARCHITECTURE 9: System
// Settings shows the real outbox state): counts per status and the latest undelivered rows
// with their attempts and last error. Bodies are not included.
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> outbox_status(FnCall& call) {
  FN_TRY(conn, call.ctx.db->acquire());
  FN_TRY(counts, conn->query("SELECT status, count(*) FROM email_outbox GROUP BY status"));
  boost::json::object by_status{{"pending", 0}, {"sending", 0}, {"sent", 0}, {"failed", 0}};
  for (const auto& row : counts.rows) {
    if (row[0].is_string()) by_status[row[0].as_string()] = row[1];
  }
  FN_TRY(recent,
         conn->query("SELECT id, to_email, template_id, email_type, lang, status, attempts, "
                     "last_error, next_attempt_at, created_at, sent_at FROM email_outbox "
                     "WHERE status <> 'sent' ORDER BY created_at DESC LIMIT 50"));
  return boost::json::object{{"smtpConfigured", !call.ctx.config.smtp_url.empty()},
                             {"counts", std::move(by_status)},
                             {"undelivered", recent.to_objects()}};
}

}  // namespace emu::functions
