// The link-preview images of the public pages (og:image, pages/og_card.hpp): /og/site.png and
// /og/shops/<id>.png, 1200×630 PNG drawn on the worker pool and kept while the database is
// unchanged (db/stamped_cache.hpp), so a preview bot asking again costs a lookup.
#pragma once

#include "http/router.hpp"
#include "runtime/context.hpp"

namespace emu::app {

void register_preview_cards(http::Router& router, runtime::Context& ctx);

}  // namespace emu::app
