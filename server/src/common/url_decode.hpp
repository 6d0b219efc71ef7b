// Percent-decoding for request targets and query strings, and form encoding, in one place.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace emu::common {

enum class PlusSign { literal, space };  // '+' is a space in query strings (form encoding)

// The decoded text, or nullopt when a '%' is not followed by two hex digits.
std::optional<std::string> percent_decode(std::string_view text, PlusSign plus);

// An application/x-www-form-urlencoded key or value, as URLSearchParams writes it: letters,
// digits and *-._ as they are, a space as '+', every other byte %XX (upper case).
std::string form_encode(std::string_view text);

}  // namespace emu::common
