// The User and Identity objects of contract 2.1, built from rows. Optional timestamps are
// omitted when empty; email and phone are "" (never null).
#pragma once

#include <boost/json/object.hpp>
#include <vector>

#include "auth/users_repo.hpp"

namespace emu::auth {

boost::json::object identity_json(const IdentityRow& identity);
boost::json::object user_json(const UserRow& user, const std::vector<IdentityRow>& identities);
// The stand-in answered for a sign-up with an already confirmed e-mail: a new random id, no
// identities, nothing that tells the caller the account exists (contract 2.3).
boost::json::object obfuscated_user_json(const std::string& email,
                                         const boost::json::object& user_metadata,
                                         const std::string& now);
// app_metadata.provider/providers from the linked identities (kept in sync, contract 2.1).
boost::json::object app_metadata_with_providers(boost::json::object app_metadata,
                                                const std::vector<IdentityRow>& identities);

// Merges `patch` into `target` per top-level key; a null value deletes the key (PUT /user
// data, admin user_metadata / app_metadata).
void merge_metadata(boost::json::object& target, const boost::json::object& patch);

}  // namespace emu::auth
