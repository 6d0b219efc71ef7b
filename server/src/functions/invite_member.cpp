// invite-member (salon-day.md C.1): the owner, a manager (staff only) or an admin invites an
// address to the shop's team as a manager or a staff member (optionally linked to one of the
// shop's staff). 201 {member} (status invited) and the bilingual invitation e-mail, with its
// one-use link, queued in the same transaction. An address invited before and not yet joined
// gets a new link (the old one dies); 409 already_member for the owner or someone on the team.
// Counted like the other functions that e-mail an address the caller types: per IP on the
// route, per recipient here (EMU_RATE_MAIL_TO).
#include "auth/params.hpp"
#include "domain/validation.hpp"
#include "functions/body_fields.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/mail_limits.hpp"
#include "functions/team_support.hpp"

namespace emu::functions {

FnResult<boost::json::value> invite_member(FnCall& call) {
  Fields fields(call.body);
  team::Invite in;
  in.shop_id = fields.id("shopId", "a shop id");
  in.email = auth::normalize_email(text_field(call.body, "email"));
  if (!domain::is_email(in.email)) fields.problem("email", "Please enter a valid email address");
  in.role = text_field(call.body, "role");
  if (!team::valid_role(in.role)) fields.problem("role", "role must be manager or staff");
  in.staff_id = fields.optional_id("staffId", "a staff id");
  FN_CHECK(std::move(fields).verdict("The invitation is incomplete"));
  FN_CHECK(limit_mail_to(call, in.email));
  in.by = {call.principal.user_id, call.principal.email, call.principal.is_admin()};
  in.now = std::chrono::system_clock::now();
  in.site_url = call.ctx.config.public_url();
  FN_TRY(member,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           return team_answer(team::invite(conn, in));
         }));
  call.status = http::bhttp::status::created;
  return boost::json::object{{"member", member_json(std::move(member))}};
}

}  // namespace emu::functions
