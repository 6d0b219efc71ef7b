#include "auth/bearer.hpp"

#include "auth/clock.hpp"
#include "auth/roles.hpp"
#include "auth/sessions.hpp"

namespace emu::auth {

AuthResult<Principal> bearer_principal(const SigningKey& key, const http::Request& req) {
  auto authorization = req.header(http::bhttp::field::authorization);
  if (authorization.empty()) {
    return fail(AuthCode::no_authorization, "This endpoint requires a valid Bearer token");
  }
  auto principal = principal_from_headers(key, authorization, "");
  if (!principal) {
    if (principal.error().error == PrincipalError::malformed ||
        principal.error().error == PrincipalError::missing) {
      return fail(AuthCode::no_authorization, "This endpoint requires a valid Bearer token");
    }
    return fail(AuthCode::bad_jwt, principal.error().message);
  }
  return std::move(*principal);
}

AuthResult<void> require_user_claims(const Principal& principal) {
  if (principal.role != Role::authenticated || !is_uuid(principal.user_id)) {
    return fail(AuthCode::bad_jwt, "invalid claim: missing sub claim");
  }
  return {};
}

bool is_banned(const UserRow& user) {
  if (!user.banned_until) return false;
  auto until = parse_utc(*user.banned_until);
  return !until || *until > Clock::now();
}

AuthResult<CurrentUser> require_user(AuthCall& call, db::Connection& conn) {
  AUTH_TRY(principal, bearer_principal(call.ctx.signing_key, call.req));
  AUTH_CHECK(require_user_claims(principal));
  AUTH_TRY(user, find_user_by_id(conn, principal.user_id));
  if (!user)
    return fail(AuthCode::user_not_found, "User from sub claim in JWT does not exist", 403);
  if (!is_uuid(principal.session_id)) {
    return fail(AuthCode::session_not_found, "Session from session_id claim in JWT does not exist",
                403);
  }
  AUTH_TRY(session, find_session(conn, principal.session_id));
  if (!session || session->user_id != user->id) {
    return fail(AuthCode::session_not_found, "Session from session_id claim in JWT does not exist",
                403);
  }
  if (is_banned(*user)) return fail(AuthCode::user_banned, "User is banned", 403);
  std::string session_id = principal.session_id;
  return CurrentUser{std::move(*user), std::move(principal), std::move(session_id)};
}

AuthResult<std::string> require_admin(AuthCall& call, db::Connection& conn) {
  AUTH_TRY(principal, bearer_principal(call.ctx.signing_key, call.req));
  if (principal.is_service()) return std::string();
  if (principal.role != Role::authenticated) {
    return fail(AuthCode::not_admin, "User not allowed");
  }
  AUTH_TRY(current, require_user(call, conn));
  // Read on this connection rather than through load_roles (which takes a second pooled
  // connection).
  AUTH_TRY(admin, has_admin_role(conn, current.user.id));
  if (!admin) {
    return fail(AuthCode::not_admin, "User not allowed");
  }
  return current.user.id;
}

}  // namespace emu::auth
