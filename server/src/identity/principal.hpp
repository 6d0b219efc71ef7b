// Who is calling: the verified bearer JWT of a request, reduced to what policies need.
// supabase-js always sends `Authorization: Bearer <anon key | access token>` and `apikey`;
// the bearer decides the role, falling back to the apikey when no bearer is sent.
#pragma once

#include <boost/json/object.hpp>
#include <expected>
#include <string>
#include <string_view>
#include <vector>

#include "identity/jwt.hpp"
#include "identity/signing_key.hpp"

namespace emu::auth {

enum class Role { anon, authenticated, service_role };

struct Principal {
  Role role = Role::anon;
  std::string user_id;     // sub, for authenticated
  std::string email;       // email claim
  std::string session_id;  // session_id claim
  std::string aal;         // aal1 | aal2
  boost::json::object claims;
  // user_roles of the user (admin, merchant, user); filled by load_roles on every request, empty
  // otherwise.
  std::vector<std::string> app_roles;

  [[nodiscard]] bool is_service() const { return role == Role::service_role; }
  [[nodiscard]] bool has_app_role(std::string_view name) const;
  // Admin rights: the service key, or a signed-in user whose user_roles include admin.
  [[nodiscard]] bool is_admin() const { return is_service() || has_app_role("admin"); }
};

enum class PrincipalError {
  missing,      // no bearer and no apikey
  malformed,    // not "Bearer <token>"
  invalid_jwt,  // signature, algorithm or format
  expired,
  bad_audience,  // a user token whose aud is not "authenticated"
  unknown_role,
  user_gone,  // signed and unexpired, but its account was deleted (found when roles are read)
};

struct PrincipalFailure {
  PrincipalError error;
  std::string message;  // safe to send to the client
};

// authorization: the Authorization header (may be empty); apikey: the apikey header.
std::expected<Principal, PrincipalFailure> principal_from_headers(const SigningKey& key,
                                                                  std::string_view authorization,
                                                                  std::string_view apikey);

}  // namespace emu::auth
