// GET /auth/v1/admin/users/{id}/factors and DELETE /auth/v1/admin/users/{id}/factors/{factor_id}
// (auth.admin.mfa.listFactors / deleteFactor): an admin sees a user's MFA factors and removes
// one (a user who lost the authenticator), with GoTrue's 404s for a malformed or unknown id.
// Removing a factor downgrades the sessions it raised to aal2 and writes an audit row.
#include "auth/admin_support.hpp"
#include "auth/bearer.hpp"
#include "auth/factors.hpp"
#include "auth/handlers.hpp"

namespace emu::auth {

AuthResult<http::Response> admin_list_factors(AuthCall& call) {
  AUTH_TRY(conn, call.ctx.db->acquire());
  AUTH_TRY(user, target_user(call, *conn));
  AUTH_TRY(factors, factors_json(*conn, user.id));
  return json_ok(factors);
}

AuthResult<http::Response> admin_delete_factor(AuthCall& call) {
  auto factor_id = std::string(call.req.param("factor_id"));
  AUTH_TRY(body, in_transaction(
                     *call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
                       AUTH_TRY(user, target_user(call, conn));
                       if (!is_uuid(factor_id)) {
                         return fail(AuthCode::validation_failed, "factor_id must be an UUID", 404);
                       }
                       AUTH_TRY(factors, factors_json(conn, user.id));
                       for (const auto& f : factors) {
                         if (f.as_object().at("id").as_string() != factor_id) continue;
                         AUTH_CHECK(remove_factor(conn, factor_id, call.now));
                         AUTH_CHECK(audit(call, conn, call.actor, "admin.factor.delete", user.id,
                                          {{"factor_id", factor_id}}));
                         return f.as_object();
                       }
                       return fail(AuthCode::mfa_factor_not_found, "Factor not found");
                     }));
  return json_ok(body);
}

}  // namespace emu::auth
