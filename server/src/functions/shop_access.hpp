// The one role check of the shop functions (reply-review, respond-booking, shop-analytics,
// the team's): shops::check_role's verdict as the functions' answer.
#pragma once

#include <string>
#include <string_view>

#include "functions/function_call.hpp"
#include "shops/shop_role.hpp"

namespace emu::functions {

// 404 not_found "Business not found" without the shop, 403 `refusal_code` `refusal` unless the
// caller's role in the shop is enough for `access` (or they are an admin, when `access` lets
// admins act); the caller's standing otherwise.
FnResult<shops::Standing> require_shop_role(db::Connection& conn, const FnCall& call,
                                            const std::string& shop_id, shops::Access access,
                                            std::string_view refusal,
                                            Code refusal_code = Code::forbidden);

}  // namespace emu::functions
