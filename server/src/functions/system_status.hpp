// system-status (admins): the real configuration and the e-mail outbox state for the back
// office's System Settings screen (ARCHITECTURE 9), instead of the original's static cards.
//   GET  /functions/v1/system-status              -> the status object (configuration, outbox
//        counts, admins, and the 10 newest audit_log entries as recentActivity)
//   POST /functions/v1/system-status {}           -> the same
//   POST /functions/v1/system-status {"action":"retry-failed"}
//        -> failed outbox rows go back to pending (attempts reset, due now), one audit_log row;
//           answers the status object plus {"retried": n}
// Access: the service key or a signed-in user whose user_roles include admin (checked on the
// server by function_endpoint); everyone else gets 403 {"code":"forbidden"} (401 for anon).
#pragma once

#include "app/context.hpp"
#include "functions/function_call.hpp"
#include "http/router.hpp"

namespace emu::functions {

FnResult<boost::json::value> system_status(FnCall& call);

// Binds GET and POST /functions/v1/system-status (called from app/routes.cpp).
void register_system_status_routes(http::Router& router, app::Context& ctx);

}  // namespace emu::functions
