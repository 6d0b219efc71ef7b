// The typhoon rule, as salon-day.md C.4 corrects marketplace.md section 6: a pending or
// confirmed booking is weather_affected when it overlaps a weather event from its start to the
// end of that Hong Kong day, or to 2 hours after the event ends if that is later; its customer
// may cancel or move it whatever the notice window. While an event is in force its end is
// "now", so the set grows as the signal stays up past midnight (set-weather, the Observatory's
// poll and every run of the booking jobs mark it again).
#pragma once

#include <boost/json/object.hpp>
#include <string>

#include "db/database.hpp"
#include "domain/booking_time.hpp"

namespace emu::booking {

inline constexpr int kWeatherTailMin = 120;

// Marks the bookings of events in force or ended within the last day; returns how many changed.
db::Result<std::int64_t> mark_weather_affected(db::Connection& conn, domain::Minute now);

// Switches a weather state (kind T8, BLACK_RAIN or EXTREME) on or off at `now`: opens an event
// unless one is open, marks the affected bookings while the event still counts as in force,
// then closes an open one. Returns how many bookings were marked. `created_at` is the row time;
// `source` who switched it: 'admin' (set-weather) or 'hko' (the Observatory's feed).
db::Result<std::int64_t> switch_weather(db::Connection& conn, const std::string& kind, bool active,
                                        domain::Minute now, const std::string& created_at,
                                        std::string_view source = "admin");

// The state set-weather answers: {kind, active, started_at, ended_at} of the latest event.
db::Result<boost::json::object> weather_state(db::Connection& conn, const std::string& kind,
                                              bool active);

}  // namespace emu::booking
