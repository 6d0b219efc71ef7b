// What the shop's book functions share (salon-day.md C.1, C.2): who may run a shop's book, as
// the refusals of C.6 (404 for no such shop; 403 not_member, "You are not a member of this
// shop's team.", for someone else's; 403 forbidden for a staff member reaching past their own
// calendar, C.5.4).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "functions/function_call.hpp"

namespace emu::functions {

inline constexpr std::string_view kNotMemberMessage = "You are not a member of this shop's team.";
inline constexpr std::string_view kOwnCalendarMessage =
    "A staff member can only change their own calendar.";

// book::may_run_book for the caller on the calendars `staff_ids` ("" = the whole shop), or its
// refusal.
FnResult<void> require_book(db::Connection& conn, const FnCall& call, const std::string& shop_id,
                            const std::vector<std::string>& staff_ids);

}  // namespace emu::functions
