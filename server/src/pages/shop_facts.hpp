// What both a shop's head (page_head.cpp) and its preview card (og_card.cpp) read from its row
// (sql::kShop): the option of its district and of its main category, whatever way the cells are
// stored (SQLite keeps JSON as text).
#pragma once

#include <boost/json/value.hpp>
#include <string_view>

#include "domain/enums.hpp"

namespace emu::pages {

// The district's option (English and Chinese names), or null for an unknown value.
const domain::Option* district_of(std::string_view value);
// The option of the first category in the categories cell, or null when there is none.
const domain::Option* main_category_of(const boost::json::value& categories_cell);

}  // namespace emu::pages
