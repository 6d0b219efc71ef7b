// The typhoon rule (marketplace.md section 6): a pending or confirmed booking whose
// [start_at, end_at) overlaps a weather event extended by 2 hours after it ends is
// weather_affected, and its customer may cancel or move it whatever the notice window. While an
// event is in force its end is "now", so the set grows as the signal stays up (set-weather and
// every run of the booking jobs mark it again).
#pragma once

#include "db/database.hpp"
#include "domain/booking_time.hpp"

namespace emu::booking {

inline constexpr int kWeatherTailMin = 120;

// Marks the bookings of events in force or ended within the last day; returns how many changed.
db::Result<std::int64_t> mark_weather_affected(db::Connection& conn, domain::Minute now);

}  // namespace emu::booking
