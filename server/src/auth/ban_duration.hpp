// ban_duration of the admin API: Go duration syntax as GoTrue parses it ("24h", "1h30m",
// "876000h", "90s"), or "none" to lift a ban.
#pragma once

#include <chrono>
#include <optional>
#include <string_view>

namespace emu::auth {

// Whole milliseconds; nullopt for malformed or negative input. "none" is handled by callers.
std::optional<std::chrono::milliseconds> parse_go_duration(std::string_view text);

}  // namespace emu::auth
