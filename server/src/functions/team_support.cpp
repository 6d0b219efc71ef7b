#include "functions/team_support.hpp"

#include "functions/book_support.hpp"
#include "functions/refusals.hpp"

namespace emu::functions {

FnError team_refusal(team::Refusal refusal) {
  using R = team::Refusal;
  static constexpr RefusalAnswer<R> kAnswers[] = {
      {R::no_shop, Code::not_found, "Shop not found"},
      {R::not_member, Code::not_member, kNotMemberMessage},
      {R::staff_only, Code::forbidden, "A manager can only invite, change and remove staff."},
      {R::staff_not_found, Code::not_found, "Staff member not found"},
      {R::already_member, Code::already_member, kAlreadyMemberMessage},
      {R::invitation_invalid, Code::invitation_invalid, kInvitationInvalidMessage},
      {R::member_not_found, Code::not_found, "Team member not found"},
  };
  return answer_for(kAnswers, refusal);
}

boost::json::object member_json(boost::json::object row) {
  boost::json::object out;
  out["id"] = row["id"];
  out["shopId"] = row["shop_id"];
  out["userId"] = row["user_id"];
  out["email"] = row["email"];
  out["role"] = row["role"];
  out["staffId"] = row["staff_id"];
  out["status"] = row["status"];
  out["invitedBy"] = row["invited_by"];
  out["createdAt"] = row["created_at"];
  return out;
}

FnResult<boost::json::object> team_answer(team::Outcome<boost::json::object> outcome) {
  if (!outcome) return std::unexpected(to_fn_error(outcome.error()));
  if (!*outcome) return std::unexpected(team_refusal(outcome->error()));
  return std::move(**outcome);
}

}  // namespace emu::functions
