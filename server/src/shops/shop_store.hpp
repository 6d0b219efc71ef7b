// What other rooms read of a shop (businesses row) by id.
#pragma once

#include <optional>
#include <string>

#include "db/database.hpp"

namespace emu::shops {

// The shop's owner: its merchant_id ("" when unowned), nullopt when there is no such shop.
db::Result<std::optional<std::string>> owner_of(db::Connection& conn, const std::string& shop_id);

// The shop's (English) name, "" when there is no such shop.
db::Result<std::string> name_of(db::Connection& conn, const std::string& shop_id);

}  // namespace emu::shops
