// The feed's row (migration 0022): what the last poll saw, and when.
#pragma once

#include <string_view>

namespace emu::observatory::sql {

inline constexpr std::string_view kFeed = R"sql(
    SELECT t8, black_rain, last_error FROM weather_feed WHERE id = 'hko')sql";
inline constexpr std::string_view kFeedForUpdate = R"sql(
    SELECT t8, black_rain, last_error FROM weather_feed WHERE id = 'hko' FOR UPDATE)sql";
inline constexpr std::string_view kSawSignals = R"sql(
    UPDATE weather_feed SET t8 = $1, black_rain = $2, last_poll_at = $3, last_ok_at = $3,
    last_error = NULL WHERE id = 'hko')sql";
inline constexpr std::string_view kPollFailed = R"sql(
    UPDATE weather_feed SET last_poll_at = $1, last_error = $2 WHERE id = 'hko')sql";

}  // namespace emu::observatory::sql
