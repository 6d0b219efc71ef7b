// The one text normalisation of search (marketplace.md 4.1-4.2), applied alike to the stored
// search_text and to every query, so both sides meet: Unicode NFKC (full-width Latin and
// digits become half-width), lower case, and Simplified Chinese converted to Hong Kong
// Traditional (OpenCC's s2hk profile: 美发 -> 美髮). Then a query splits into terms at
// whitespace and punctuation and where CJK meets Latin ("IPL脫毛" -> ipl, 脫毛).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace emu::search {

std::string normalize(std::string_view text);

// The distinct terms of an already normalised query, in order.
std::vector<std::string> split_terms(std::string_view normalized);

// Whether a term (one of split_terms) is a CJK run rather than Latin letters or digits.
bool is_cjk_term(std::string_view term);

// Code points in a UTF-8 string (3+ use the index, 1-2 the base-table LIKE).
std::size_t char_count(std::string_view utf8);

// Whether OpenCC's profile loaded (false: Simplified input is searched as typed).
bool simplified_conversion_available();

}  // namespace emu::search
