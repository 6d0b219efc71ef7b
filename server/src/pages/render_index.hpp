// Puts a page's head and shell into the SPA's index.html: <html lang>, <title>, the description,
// the tags of page_head.hpp before </head>, and the shell as #root's first content (the app's
// first render replaces it). Pure text work; every value is escaped for where it goes.
#pragma once

#include <string>
#include <string_view>

#include "pages/page_head.hpp"

namespace emu::pages {

std::string render_index(std::string_view index_html, const PageHead& head,
                         std::string_view origin);

std::string escape_html(std::string_view text);

}  // namespace emu::pages
