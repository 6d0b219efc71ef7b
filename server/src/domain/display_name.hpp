// The name a review shows for its author (issue 15): enough to tell reviewers apart, never the
// full name. "Mei Ling Chan" -> "Mei C."; "Mei" -> "Mei"; "陳大文" -> "陳**"; "" -> "".
#pragma once

#include <string>
#include <string_view>

namespace emu::domain {

std::string review_display_name(std::string_view full_name);

}  // namespace emu::domain
