// The 1200×630 preview a shared link shows (og:image, salon-day.md C.4): for a shop, a branded
// card with its name in both languages, its area and its main category (Noto Sans CJK); for the
// rest of the site, Emu's own card. Drawn as SVG here (pure text work); the caller rasterises it
// to PNG (storage/svg_raster.hpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"

namespace emu::pages {

struct OgCard {
  std::string name_en, name_zh, place_en, place_zh, category_en, category_zh;
  double rating = 0;  // verified reviews' average; 0: none
  std::int64_t reviews = 0;
};

// The card of an active shop, or nullopt (unknown or inactive: no card).
db::Result<std::optional<OgCard>> og_card_of(db::Connection& conn, std::string_view shop_id);

std::string og_card_svg(const OgCard& card);
std::string og_site_svg();

}  // namespace emu::pages
