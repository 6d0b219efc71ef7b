// accept-invitation (salon-day.md C.1): the signed-in caller joins the team the one-use link's
// token invites to. 200 {member} (status active, user_id the caller); 410 invitation_invalid
// when the link expired, was used or never existed; 409 already_member when the caller already
// owns the shop or is on its team.
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "functions/team_support.hpp"

namespace emu::functions {

FnResult<boost::json::value> accept_invitation(FnCall& call) {
  const auto token = text_field(call.body, "token");
  if (token.empty() || token.size() > 200) {
    return fail(Code::validation_failed, "The request is incomplete",
                boost::json::object{{"token", "token is required"}});
  }
  const auto now = std::chrono::system_clock::now();
  FN_TRY(member,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           return team_answer(team::accept(conn, token, call.principal.user_id, now));
         }));
  return boost::json::object{{"member", member_json(std::move(member))}};
}

}  // namespace emu::functions
