// The team functions' refusals (salon-day.md C.6): team::Refusal as the functions' answer.
#pragma once

#include "functions/function_call.hpp"
#include "team/members.hpp"

namespace emu::functions {

inline constexpr std::string_view kAlreadyMemberMessage = "This person is already on the team.";
inline constexpr std::string_view kInvitationInvalidMessage =
    "This invitation has expired or was already used.";

FnError team_refusal(team::Refusal refusal);

// The member row as the wire shows it.
boost::json::object member_json(boost::json::object row);

// A team::Outcome as an FnResult: database failures become internal errors, refusals theirs.
FnResult<boost::json::object> team_answer(team::Outcome<boost::json::object> outcome);

}  // namespace emu::functions
