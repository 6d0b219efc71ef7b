// POST /auth/v1/logout?scope=global|local|others (contract 2.3): 204; global ends every
// session of the user, local this one, others all but this one.
#include "auth/bearer.hpp"
#include "auth/handlers.hpp"
#include "auth/sessions.hpp"

namespace emu::auth {

AuthResult<http::Response> logout(AuthCall& call) {
  auto scope_text = call.query("scope").value_or("global");
  LogoutScope scope;
  if (scope_text == "global" || scope_text.empty()) {
    scope = LogoutScope::global;
  } else if (scope_text == "local") {
    scope = LogoutScope::local;
  } else if (scope_text == "others") {
    scope = LogoutScope::others;
  } else {
    return fail(AuthCode::validation_failed,
                "Unsupported logout scope \"" + scope_text + "\"; use global, local or others");
  }
  AUTH_CHECK(in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<bool> {
    AUTH_TRY(current, require_user(call, conn));
    AUTH_CHECK(end_sessions(conn, current.user.id, scope, current.session_id));
    return true;
  }));
  return http::Response(http::bhttp::status::no_content);
}

}  // namespace emu::auth
