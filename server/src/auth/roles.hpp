// Application roles written on sign-in (ARCHITECTURE 6, spec 6): a user with no user_roles
// rows gets `user`; e-mails in EMU_ADMIN_EMAILS get `admin` and `user`. Upserts with
// ON CONFLICT (user_id, role) DO NOTHING, so concurrent sign-ins are harmless.
//
// Roles are read from the database on every request (identity/app_roles.hpp), never cached
// in the server: a role granted or revoked - through the API, by another instance, or straight in
// the database - takes effect on the next request.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace emu::auth {

db::Result<void> ensure_roles(db::Connection& conn, const std::vector<std::string>& admin_emails,
                              const std::string& user_id, const std::string& email);
db::Result<bool> has_admin_role(db::Connection& conn, const std::string& user_id);
bool is_admin_email(const std::vector<std::string>& admin_emails, const std::string& email);

}  // namespace emu::auth
