// system-status (admins): the real configuration and the e-mail outbox state for the back
// office's System Settings screen (ARCHITECTURE 9), instead of the original's static cards.
//   GET  /functions/v1/system-status              -> the status object (configuration, outbox
//        counts, admins, and the 10 newest audit_log entries as recentActivity)
//   POST /functions/v1/system-status {}           -> the same
//   POST /functions/v1/system-status {"action":"retry-failed"}
//        -> failed outbox rows go back to pending (attempts reset, due now), one audit_log row;
//           answers the status object plus {"retried": n}
// Access: the service key or a signed-in user whose user_roles include admin (checked on the
// server by the guard declared in function_routes.cpp); everyone else gets 403 {"code":"forbidden"}
// (401 for anon).
#pragma once

#include "functions/function_call.hpp"

namespace emu::functions {

FnResult<boost::json::value> system_status(FnCall& call);

}  // namespace emu::functions
