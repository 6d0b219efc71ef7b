// update-member (salon-day.md C.1): the owner or an admin changes a member's role or staff
// member, or removes them; a manager does so for staff only (403 forbidden otherwise). The
// owner is no member row, so nobody changes the owner. A removed member's open link dies with
// them. 200 {member}; 404 for an unknown or removed member.
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "functions/team_support.hpp"

namespace emu::functions {

FnResult<boost::json::value> update_member(FnCall& call) {
  team::Change c;
  c.member_id = text_field(call.body, "memberId");
  c.role = optional_text(call.body, "role");
  c.staff_given = call.body.contains("staffId");
  c.staff_id = optional_text(call.body, "staffId");
  c.remove = truthy(call.body, "remove");
  boost::json::object problems;
  if (!is_uuid(c.member_id)) problems["memberId"] = "memberId must be a team member id";
  if (c.role && !team::valid_role(*c.role)) problems["role"] = "role must be manager or staff";
  if (c.staff_id && !is_uuid(*c.staff_id)) {
    problems["staffId"] = "staffId must be a staff id or null";
  }
  if (!c.remove && !c.role && !c.staff_given) {
    problems["role"] = "Send role, staffId or remove";
  }
  if (!problems.empty()) {
    return fail(Code::validation_failed, "The change is incomplete", std::move(problems));
  }
  c.by = {call.principal.user_id, call.principal.email, call.principal.is_admin()};
  c.now = std::chrono::system_clock::now();
  FN_TRY(member,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           return team_answer(team::update(conn, c));
         }));
  return boost::json::object{{"member", member_json(std::move(member))}};
}

}  // namespace emu::functions
