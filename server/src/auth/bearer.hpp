// The Bearer checks of user and admin endpoints (contract 2.2): no or malformed header 401
// no_authorization; bad signature, alg, audience or expiry 403 bad_jwt; unknown sub 403
// user_not_found; dead session_id 403 session_not_found; banned 403 user_banned.
#pragma once

#include <optional>
#include <string>

#include "auth/endpoint.hpp"
#include "auth/users_repo.hpp"
#include "identity/principal.hpp"

namespace emu::auth {

struct CurrentUser {
  UserRow user;
  Principal principal;
  std::string session_id;
};

// The Bearer token alone (no database): 401 no_authorization when missing or malformed, 403
// bad_jwt when it does not verify.
AuthResult<Principal> bearer_principal(const SigningKey& key, const http::Request& req);
// A user's token: 403 bad_jwt for a key or a token without a user id.
AuthResult<void> require_user_claims(const Principal& principal);

// The Bearer's user, session and ban state, read on `conn`.
AuthResult<CurrentUser> require_user(AuthCall& call, db::Connection& conn);

// Admin rights: the service key, or the access token of a user whose roles include admin.
// Returns the acting user id (empty for the service key), for the audit log. Run by the admin
// guard (auth/endpoint.cpp), which hands the id to handlers as AuthCall::actor.
AuthResult<std::string> require_admin(AuthCall& call, db::Connection& conn);

// True when banned_until lies in the future.
bool is_banned(const UserRow& user);

}  // namespace emu::auth
