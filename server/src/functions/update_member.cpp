// update-member (salon-day.md C.1): the owner or an admin changes a member's role or staff
// member, or removes them; a manager does so for staff only (403 forbidden otherwise). The
// owner is no member row, so nobody changes the owner. A removed member's open link dies with
// them. 200 {member}; 404 for an unknown or removed member.
#include "functions/body_fields.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/team_support.hpp"

namespace emu::functions {

FnResult<boost::json::value> update_member(FnCall& call) {
  Fields fields(call.body);
  team::Change c;
  c.member_id = fields.id("memberId", "a team member id");
  c.role = optional_text(call.body, "role");
  if (c.role && !team::valid_role(*c.role)) fields.problem("role", "role must be manager or staff");
  c.staff_given = call.body.contains("staffId");
  c.staff_id = fields.optional_id("staffId", "a staff id or null");
  c.remove = truthy(call.body, "remove");
  if (!c.remove && !c.role && !c.staff_given) {
    fields.problem("role", "Send role, staffId or remove");
  }
  FN_CHECK(std::move(fields).verdict("The change is incomplete"));
  c.by = {call.principal.user_id, call.principal.email, call.principal.is_admin()};
  c.now = std::chrono::system_clock::now();
  FN_TRY(member,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           return team_answer(team::update(conn, c));
         }));
  return boost::json::object{{"member", member_json(std::move(member))}};
}

}  // namespace emu::functions
