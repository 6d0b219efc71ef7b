// Times in the identity tables are RFC 3339 UTC strings (both engines return them so); the
// auth code does its expiry arithmetic on time_points parsed from them.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string_view>

namespace emu::auth {

using Clock = std::chrono::system_clock;

// "YYYY-MM-DDTHH:MM:SS[.fraction]Z" (also with a space or "+00:00"); nullopt otherwise.
std::optional<Clock::time_point> parse_utc(std::string_view text);
std::int64_t epoch_seconds(Clock::time_point t);
// True when `stamp` + ttl lies before now (an unparsable stamp counts as expired).
bool expired(std::string_view stamp, std::chrono::seconds ttl, Clock::time_point now);

}  // namespace emu::auth
