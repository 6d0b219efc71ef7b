// The per-recipient limit of the functions that queue e-mail for anonymous callers
// (quick-apply, merchant-apply, send-email): EMU_RATE_MAIL_TO, counted in the rate_limits
// table like the identity limits, so every instance shares it. Administrators and the service
// key are not limited. The per-IP limit (EMU_RATE_MAIL_IP) is declared with those routes in
// function_routes.cpp; this one stays with the handlers because its key is the recipient, which
// only the handler knows: normalized from the body after validation (quick-apply,
// merchant-apply) or read from the application's row (send-email's profile-completion
// template). Each hit is its own small transaction: call it before the request's own
// transaction, never inside it.
#pragma once

#include <string>

#include "functions/function_call.hpp"

namespace emu::functions {

// 429 over_email_send_rate_limit when `recipient` was sent too much.
FnResult<void> limit_mail_to(FnCall& call, const std::string& recipient);

}  // namespace emu::functions
