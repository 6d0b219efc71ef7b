// Splitting and decoding a query string the way supabase-js builds it (URLSearchParams:
// '+' is a space, %XX escapes), plus the splitting helpers the select and filter grammars
// share: top-level commas outside parentheses and double quotes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace emu::rest {

// Every key=value pair in order; nullopt when a %-escape is malformed.
std::optional<std::vector<std::pair<std::string, std::string>>> decode_query(
    std::string_view query);

// Splits on commas that are not inside (...) or "...". nullopt on unbalanced input.
std::optional<std::vector<std::string>> split_top_level(std::string_view text);

// A double-quoted item "a,b" -> a,b with \" and \\ unescaped; unquoted text is returned as is.
std::optional<std::string> unquote(std::string_view item);

}  // namespace emu::rest
