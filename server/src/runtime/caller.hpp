// Who is calling, resolved the same way for every family (auth, rest, functions, storage):
// the verified JWT of the request (the bearer, falling back to the apikey) and, for a
// signed-in user, their application roles.
//
// The one rule for a failed role lookup: the request fails as the family's internal error
// (500, logged with the request id). A caller whose roles cannot be read is neither demoted to a
// plain user (an admin would see other people's data vanish and act on that) nor promoted; the
// database is failing, and saying so is the honest answer.
#pragma once

#include <expected>

#include "db/database.hpp"
#include "http/types.hpp"
#include "identity/principal.hpp"
#include "runtime/context.hpp"

namespace emu::runtime {

// The bearer decides, falling back to the apikey (supabase-js sends both). Runs on any thread.
std::expected<auth::Principal, auth::PrincipalFailure> resolve_principal(const Context& ctx,
                                                                         const http::Request& req);

// Fills principal.app_roles for a signed-in user from user_roles (read on every request, so a
// change applies at once on every instance); nothing for keys. False: the token's user no
// longer exists, and the token is refused like an invalid one (kUserGone), everywhere.
// Reads the database: call on the worker pool.
db::Result<bool> load_roles(Context& ctx, auth::Principal& principal);

// The refusal of a deleted account's still-signed token (GoTrue's wording).
inline const auth::PrincipalFailure kUserGone{auth::PrincipalError::user_gone,
                                              "User from sub claim in JWT does not exist"};

}  // namespace emu::runtime
