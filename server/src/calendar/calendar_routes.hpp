// The /calendar/v1 route family (salon-day.md C.2 "Calendar feed"): GET /calendar/v1/<token>.ics,
// served through the one endpoint adapter with Guard::open (the token in the path is the
// credential). The member behind the token must still be allowed to run the shop's book
// (book::may_run_book): a removed member's feed answers 404 like an unknown or rotated token.
#pragma once

#include "http/router.hpp"
#include "runtime/context.hpp"

namespace emu::calendar {

void register_calendar_routes(http::Router& router, runtime::Context& ctx);

}  // namespace emu::calendar
