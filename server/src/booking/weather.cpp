#include "booking/weather.hpp"

#include "booking/cells.hpp"

namespace emu::booking {

db::Result<std::int64_t> mark_weather_affected(db::Connection& conn, domain::Minute now) {
  auto events = run(conn,
                    "SELECT started_at, ended_at FROM weather_events "
                    "WHERE ended_at IS NULL OR ended_at > $1",
                    {utc(now - 1440)});
  if (!events) return std::unexpected(events.error());
  std::int64_t changed = 0;
  for (const auto& row : events->rows) {
    auto from = instant(row[0]);
    if (!from) continue;
    const auto to = (row[1].is_null() ? now : instant(row[1]).value_or(now)) + kWeatherTailMin;
    auto r = run(conn,
                 "UPDATE bookings SET weather_affected = $1 WHERE status IN ('pending', "
                 "'confirmed') AND start_at < $2 AND end_at > $3 AND weather_affected = $4",
                 {true, utc(to), utc(*from), false});
    if (!r) return std::unexpected(r.error());
    changed += r->affected_rows;
  }
  return changed;
}

}  // namespace emu::booking
