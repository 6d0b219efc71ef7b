// The head (and a first-paint shell) of each public page, rendered by the server into the SPA's
// index.html (salon-day.md C.4): title, description, canonical, hreflang alternates for en and
// zh-HK (`?lang=` on the same path; x-default the zh-HK one), Open Graph and Twitter tags and,
// for a shop, its JSON-LD. The language is `?lang=`, else the visitor's remembered one (the
// emu_lang cookie the app writes), else English (the app's default). An unknown or inactive
// shop is a 404 page with noindex.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"

namespace emu::pages {

enum class Lang { en, zh };

struct PageHead {
  unsigned status = 200;
  Lang lang = Lang::en;
  std::string title, description;
  std::string path;   // canonical path, without ?lang=
  std::string image;  // absolute or root-relative og:image; "" = the site's default card
  std::string og_type = "website";
  bool noindex = false;
  std::string json_ld;  // a JSON object, or ""
  std::string shell;    // HTML painted before the app's first render, or ""
};

// The language asked for: ?lang= first (en | zh-HK | zh), then the cookie header's emu_lang.
Lang language_of(std::string_view query, std::string_view cookie_header);

// The head of `path` (no query) when it is a public page, else nullopt (the SPA's own head);
// `origin` (EMU_SITE_URL) makes the structured data's URLs absolute.
db::Result<std::optional<PageHead>> page_head(db::Connection& conn, std::string_view path,
                                              Lang lang, std::string_view origin);

// True for the paths page_head renders (so the caller can skip the database for the others).
bool is_public_page(std::string_view path);

}  // namespace emu::pages
