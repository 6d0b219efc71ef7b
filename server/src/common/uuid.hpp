// The one rule for a UUID's text: the canonical 8-4-4-4-12 form of hex digits, either case
// (what the database stores is lower case; callers lower-case before comparing).
#pragma once

#include <cstddef>
#include <string_view>

namespace emu::common {

constexpr bool is_uuid(std::string_view text) {
  if (text.size() != 36) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    const bool hex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    if (dash ? c != '-' : !hex) return false;
  }
  return true;
}

}  // namespace emu::common
