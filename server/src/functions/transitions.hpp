// Status tables of the functions that move a record through its statuses (respond-booking's
// bookings, moderate-review's reviews): each action names the statuses it applies to.
// Fields::pick (fields.hpp) finds the action a body names; these refuse, 409
// invalid_transition, an action that does not apply to the record's status now.
#pragma once

#include <algorithm>
#include <span>
#include <string_view>
#include <vector>

#include "functions/function_call.hpp"

namespace emu::functions {

// 409 invalid_transition, "This action does not apply to the <what> any more.", with details
// {status}, unless `status` is one of `from`.
FnResult<void> check_transition(std::span<const std::string_view> from, std::string_view status,
                                std::string_view what);

// The refusal itself, for a status that changed under the request (a lost race).
std::unexpected<FnError> invalid_transition(std::string_view what);

}  // namespace emu::functions
