// The Hong Kong Observatory's warning summary (the open-data "warnsum" JSON, salon-day.md C.4)
// as the two states Emu acts on: Tropical Cyclone Signal No. 8 or above (TC8NE, TC8SE, TC8NW,
// TC8SW, TC9, TC10 -> T8) and the Black Rainstorm signal (WRAINB -> BLACK_RAIN). A warning whose
// actionCode is CANCEL is no longer in force; anything else in the feed does not matter here.
#pragma once

#include <expected>
#include <string>
#include <string_view>

namespace emu::observatory {

struct Signals {
  bool t8 = false;
  bool black_rain = false;
  bool operator==(const Signals&) const = default;
};

// The signals in force, or why the text is not a warning summary.
std::expected<Signals, std::string> parse_warnsum(std::string_view json);

}  // namespace emu::observatory
