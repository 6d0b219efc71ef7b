// Making an account a merchant: the merchant role and a merchants row, as an approved
// application (applications/) and an approved ownership claim (claims/) both do. Idempotent:
// an account that has them keeps its own.
#pragma once

#include <string>

#include "db/database.hpp"

namespace emu::shops {

db::Result<void> grant_merchant_role(db::Connection& conn, const std::string& user_id,
                                     const std::string& now);
// The merchants row named `business_name` (onboarding not complete).
db::Result<void> ensure_merchant(db::Connection& conn, const std::string& user_id,
                                 const std::string& business_name, const std::string& now);
// The merchants row named after the shop `shop_id`.
db::Result<void> ensure_merchant_of_shop(db::Connection& conn, const std::string& user_id,
                                         const std::string& shop_id, const std::string& now);

}  // namespace emu::shops
