// GET /auth/v1/reauthenticate and the nonce PUT /auth/v1/user asks for when
// EMU_SECURE_PASSWORD_CHANGE=1 (GoTrue's UpdatePasswordRequireReauthentication).
#pragma once

#include <optional>
#include <string>

#include "auth/bearer.hpp"
#include "auth/endpoint.hpp"

namespace emu::auth {

// Whether this password change needs a nonce: secure password change is on and the
// session is more than 24 hours old (GoTrue's rule: a fresh sign-in counts as
// reauthentication).
AuthResult<bool> password_change_needs_nonce(AuthCall& call, db::Connection& conn,
                                             const CurrentUser& current);
// Checks and consumes the nonce: 400 reauthentication_needed without one, 422
// reauthentication_not_valid for a wrong or expired one.
AuthResult<void> consume_reauthentication_nonce(AuthCall& call, db::Connection& conn,
                                                const UserRow& user,
                                                const std::optional<std::string>& nonce);

}  // namespace emu::auth
