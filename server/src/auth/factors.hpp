// MFA factors of a user as contract 2.1 Factor objects: GET /user and every Session's user
// list them (supabase-js listFactors() and getAuthenticatorAssuranceLevel() read them there).
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <string>

#include "db/database.hpp"

namespace emu::auth {

// Deletes a factor; sessions it raised to aal2 fall back to aal1 and lose its amr claim.
db::Result<void> remove_factor(db::Connection& conn, const std::string& factor_id,
                               const std::string& now);

db::Result<boost::json::array> factors_json(db::Connection& conn, const std::string& user_id);
// Adds "factors" to a User object when the user has any (the field is omitted when empty).
db::Result<void> add_factors(db::Connection& conn, boost::json::object& user_object,
                             const std::string& user_id);

}  // namespace emu::auth
