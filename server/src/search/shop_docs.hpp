// Reads shops from the database as shop_index.hpp holds them: the active ones, with their
// categories. The same columns and the same conversions as shop_search.cpp's answer.
#pragma once

#include <string>
#include <vector>

#include "db/database.hpp"
#include "search/shop_index.hpp"

namespace emu::search {

// Every active shop.
db::Result<std::vector<ShopDoc>> load_all_shops(db::Connection& conn);

// The active shops among `ids` (inactive, deleted and unknown ids are simply absent).
db::Result<std::vector<ShopDoc>> load_shops(db::Connection& conn,
                                            const std::vector<std::string>& ids);

}  // namespace emu::search
