// POST /auth/v1/signup with neither e-mail nor phone: anonymous sign-in (GoTrue's
// SignupAnonymously). Off unless EMU_ANONYMOUS_SIGNIN=1 (422 anonymous_provider_disabled).
// The user has no e-mail, no identity and is_anonymous in the user and the JWT; PUT /user
// later adds an e-mail (confirmed by link) and a password.
#include "auth/anonymous.hpp"

#include "auth/rate_limit.hpp"
#include "auth/sessions.hpp"
#include "common/ids.hpp"

namespace emu::auth {

AuthResult<bool> wants_anonymous_signup(const AuthCall& call) {
  AUTH_TRY(email, string_field(call.body, "email"));  // a non-string is bad_json, as before
  AUTH_TRY(phone, string_field(call.body, "phone"));
  return email.value_or("").empty() && phone.value_or("").empty();
}

AuthResult<http::Response> anonymous_signup(AuthCall& call) {
  const auto& cfg = call.ctx.config;
  if (!cfg.anonymous_signin) {
    return fail(AuthCode::anonymous_provider_disabled, "Anonymous sign-ins are disabled");
  }
  if (cfg.disable_signup) {
    return fail(AuthCode::signup_disabled, "Signups not allowed for this instance");
  }
  AUTH_TRY(data, object_field(call.body, "data"));
  // Counted per client by the /signup route (auth_routes.cpp).
  AUTH_TRY(
      session,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
        AUTH_TRY(user, insert_anonymous_user(conn, common::new_uuid(),
                                             data.value_or(boost::json::object{}), call.now));
        return start_session(call, conn, user, "anonymous");
      }));
  return json_ok(session);
}

void end_anonymity(UserRow& user) {
  if (!user.is_anonymous || user.email.empty()) return;
  user.is_anonymous = false;
  user.app_metadata["provider"] = "email";
  user.app_metadata["providers"] = boost::json::array{"email"};
}

}  // namespace emu::auth
