// What the shop's book functions share (salon-day.md C.2): who may run a shop's book, as the
// refusals of C.6 (404 for no such shop; 403 not_member, "You are not a member of this shop's
// team.", for someone else's).
#pragma once

#include <string>
#include <string_view>

#include "functions/function_call.hpp"

namespace emu::functions {

inline constexpr std::string_view kNotMemberMessage = "You are not a member of this shop's team.";

// book::may_run_book for the caller, or its refusal.
FnResult<void> require_book(db::Connection& conn, const FnCall& call, const std::string& shop_id);

}  // namespace emu::functions
