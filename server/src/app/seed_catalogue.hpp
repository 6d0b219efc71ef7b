// The marketplace's demo catalogue (part of `emu-server seed-demo` and of EMU_DEMO=1 on a new
// database): bilingual shops spread over the 18 districts and their areas (旺角, 銅鑼灣 ...)
// and the six categories, each with services (EN/ZH names, prices, durations, buffers), staff
// with titles, weekly staff hours with a lunch break, opening hours in the strict format, a
// cover drawn by the server as a small SVG (nothing downloaded), reviews, and rating /
// total_ratings equal to the average and count of the shop's published reviews (invariant
// C.4.2). search_text and min_price are built as the server builds them on every write.
//
// Every table is written with multi-row INSERTs in one transaction, so 50,000 shops (for
// `./emu bench`) take seconds; catalogues above 1,000 shops get fewer staff hours and reviews
// per shop to stay that fast.
#pragma once

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"

namespace emu::app {

struct CatalogueReport {
  std::int64_t shops = 0, services = 0, staff = 0, staff_hours = 0, reviews = 0, bookings = 0;
};

// The demo covers, served at /demo/covers/<category>-<0..3>.svg (app/system_routes.cpp): a
// category's gradient with a line drawing of its trade, drawn by the server. nullopt for any
// other name.
std::optional<std::string> demo_cover_svg(std::string_view file);

// The URL of a cover of `category` (one of the six; variant 0-3).
std::string demo_cover_url(std::string_view category, int variant);

class ReviewWriter;
class ShopNamer;

// reviewers: user ids that write the reviews (at least one), in a fixed order (their index
// chooses the language they write in). writer and namer: the review texts and shop names
// given so far (seed_demo's base shops), so no author repeats a sentence and no two shops
// share a name; nullptr: a writer or namer of its own.
std::expected<CatalogueReport, std::string> seed_catalogue(
    db::Database& db, std::int64_t shops, const std::vector<std::string>& reviewers,
    ReviewWriter* writer = nullptr, ShopNamer* namer = nullptr);

}  // namespace emu::app
