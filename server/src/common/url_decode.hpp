// Percent-decoding for request targets and query strings, in one place.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace emu::common {

enum class PlusSign { literal, space };  // '+' is a space in query strings (form encoding)

// The decoded text, or nullopt when a '%' is not followed by two hex digits.
std::optional<std::string> percent_decode(std::string_view text, PlusSign plus);

}  // namespace emu::common
