// Stage 0 of a write that makes the server send e-mail: an insert into waitlist_emails queues
// a welcome for the address (mail/waitlist_welcome.hpp). Such an insert by anyone but an
// administrator or the service key counts against the same limits as the anonymous functions
// that queue e-mail (issue 27): EMU_RATE_MAIL_IP per client address ("mail:ip:", shared with
// quick-apply, merchant-apply and send-email) and EMU_RATE_MAIL_TO per recipient ("mail:to:").
// Over a limit: 429 over_request_rate_limit / over_email_send_rate_limit, nothing written.
// (That an anonymous caller inserts one row per request is the policy's one_row rule.)
#pragma once

#include <boost/json/value.hpp>
#include <optional>

#include "http/types.hpp"
#include "identity/principal.hpp"
#include "rest/error.hpp"
#include "runtime/context.hpp"

namespace emu::rest {

// Reads and writes rate_limits: call on the worker pool, outside the request's transaction.
std::optional<RestError> limit_mail_writes(runtime::Context& ctx, const http::Request& req,
                                           const auth::Principal& who,
                                           const boost::json::value* body);

}  // namespace emu::rest
