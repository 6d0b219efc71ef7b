// `emu-server create-admin`: a confirmed e-mail account with the admin and user roles,
// created or (when the e-mail exists) given the new password and both roles.
#pragma once

#include <expected>
#include <string>

#include "db/database.hpp"

namespace emu::auth {

struct CreateAdminResult {
  std::string user_id;
  bool created = false;
  std::string summary;  // what to tell the operator, including a generated password
};

std::expected<CreateAdminResult, std::string> create_admin(db::Database& db, std::string email,
                                                           std::string password);

}  // namespace emu::auth
