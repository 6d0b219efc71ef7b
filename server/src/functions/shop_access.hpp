// The one owner check of the shop functions (reply-review, respond-booking, shop-analytics):
// shops::check_role's verdict as the functions' answer.
#pragma once

#include <string>
#include <string_view>

#include "functions/function_call.hpp"
#include "shops/shop_role.hpp"

namespace emu::functions {

// 404 not_found "Business not found" without the shop, 403 forbidden `refusal` unless the
// caller owns it (or is an admin, when `access` lets admins act).
FnResult<void> require_shop_role(db::Connection& conn, const FnCall& call,
                                 const std::string& shop_id, shops::Access access,
                                 std::string_view refusal);

}  // namespace emu::functions
