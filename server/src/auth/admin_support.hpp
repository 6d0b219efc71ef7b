// What the admin endpoints share (admin_users.cpp, admin_factors.cpp, generate_link.cpp,
// invite.cpp): the audit_log row every change writes, the {id} user of the path, and the
// User object with its identities.
#pragma once

#include <boost/json/object.hpp>
#include <string>
#include <string_view>

#include "auth/endpoint.hpp"
#include "auth/users_repo.hpp"

namespace emu::auth {

// An audit_log row (entity_type 'user') in the caller's transaction; `actor` empty for the
// service key.
AuthResult<void> audit(AuthCall& call, db::Connection& conn, const std::string& actor,
                       std::string_view action, const std::string& user_id,
                       const boost::json::object& details);
// The user named by the path's :id: 404 validation_failed for a malformed id, 404
// user_not_found for an unknown one (GoTrue's loadUser).
AuthResult<UserRow> target_user(AuthCall& call, db::Connection& conn);
// The User object with its identities.
AuthResult<boost::json::object> user_object(db::Connection& conn, const UserRow& user);

}  // namespace emu::auth
