// businesses.search_text (marketplace.md 4.1), built by the server on every write of a shop,
// its services, its categories or its area, so both engines index the same string: the
// names, area and district in both languages, the category labels, the active services'
// names, then the expansions of search_synonyms whose term occurs in that text, all
// normalised (search/normalize.hpp) and joined by " | ". min_price (the cheapest active
// service) is refreshed with it.
//
// Who calls refresh_shops(): the /rest/v1 write executor after every write to businesses,
// services or business_categories (rest/write_executor.cpp, in the same transaction), the
// functions that create shops, and the demo seeder.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "db/database.hpp"

namespace emu::search {

struct ShopText {
  std::string name, name_zh, area, area_zh, district;
  std::vector<std::string> categories;  // slugs: hair, nails, ...
  std::vector<std::string> services;    // active services' names, both languages
};

// term -> expansion, both normalised.
using Synonyms = std::vector<std::pair<std::string, std::string>>;

db::Result<Synonyms> load_synonyms(db::Connection& conn);
std::string build_search_text(const ShopText& shop, const Synonyms& synonyms);

// Rebuilds search_text, min_price and the search_grams rows (grams.hpp) of these shops (ids; unknown ids are skipped).
db::Result<void> refresh_shops(db::Connection& conn, const std::vector<std::string>& ids);

// The column of `table` that names the shop whose search_text a write to it changes: "id" for
// businesses, "shop_id" for services, "business_id" for business_categories; "" otherwise.
std::string_view shop_column(std::string_view table);

}  // namespace emu::search
