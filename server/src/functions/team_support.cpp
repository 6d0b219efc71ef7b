#include "functions/team_support.hpp"

#include "functions/book_support.hpp"

namespace emu::functions {

FnError team_refusal(team::Refusal refusal) {
  using R = team::Refusal;
  switch (refusal) {
    case R::no_shop:
      return {Code::not_found, "Shop not found", std::nullopt, {}};
    case R::not_member:
      return {Code::not_member, std::string(kNotMemberMessage), std::nullopt, {}};
    case R::staff_only:
      return {
          Code::forbidden, "A manager can only invite, change and remove staff.", std::nullopt, {}};
    case R::staff_not_found:
      return {Code::not_found, "Staff member not found", std::nullopt, {}};
    case R::already_member:
      return {Code::already_member, std::string(kAlreadyMemberMessage), std::nullopt, {}};
    case R::invitation_invalid:
      return {Code::invitation_invalid, std::string(kInvitationInvalidMessage), std::nullopt, {}};
    case R::member_not_found:
      break;
  }
  return {Code::not_found, "Team member not found", std::nullopt, {}};
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
