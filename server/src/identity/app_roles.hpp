// A signed-in user's application roles (user_roles: admin, merchant, user), read from the
// database on every request and never cached in the server, so a role granted or revoked -
// through the API, by another instance, or straight in the database - applies at once.
// (Writing them on sign-in is the auth room's: auth/roles.hpp.)
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace emu::auth {

// The user's user_roles rows, ordered; nullopt when the account no longer exists (a deleted
// user's access token is still signed until it expires). Takes a pooled connection: call on
// the worker pool.
db::Result<std::optional<std::vector<std::string>>> load_roles(db::Database& db,
                                                               const std::string& user_id);

}  // namespace emu::auth
