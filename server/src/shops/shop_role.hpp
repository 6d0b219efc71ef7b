// Who may act for a shop (issue 26: one owner check, not three). A shop's owner is the account
// in businesses.merchant_id; admins act for any shop where the action allows them. Booking,
// reviews and analytics all ask here, so this folder includes nothing above db/.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"
#include "shops/shop_store.hpp"

namespace emu::shops {

enum class Access { owner_only, owner_or_admin };
enum class Verdict { allowed, forbidden, no_shop };

// The rule itself: `owner` is the shop's merchant_id ("" when nobody owns it), nullopt when
// there is no such shop. An empty user_id (no account) never owns a shop.
Verdict judge(const std::optional<std::string>& owner, std::string_view user_id, bool is_admin,
              Access access);

// owner_of then judge.
db::Result<Verdict> check_role(db::Connection& conn, const std::string& shop_id,
                               std::string_view user_id, bool is_admin, Access access);

}  // namespace emu::shops
