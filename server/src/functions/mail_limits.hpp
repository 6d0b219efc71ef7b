// Rate limits of the functions that queue e-mail for anonymous callers (quick-apply,
// merchant-apply, send-email): per IP (EMU_RATE_MAIL_IP) and per recipient address
// (EMU_RATE_MAIL_TO), counted in the rate_limits table like the identity limits, so every
// instance shares them. Administrators and the service key are not limited. Each hit is its
// own small transaction: call these before the request's own transaction, never inside it.
#pragma once

#include <string>

#include "functions/function_call.hpp"

namespace emu::functions {

// 429 over_request_rate_limit when this IP asked too often.
FnResult<void> limit_mail_ip(FnCall& call);
// 429 over_email_send_rate_limit when `recipient` was sent too much.
FnResult<void> limit_mail_to(FnCall& call, const std::string& recipient);

}  // namespace emu::functions
