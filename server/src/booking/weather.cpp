#include "booking/weather.hpp"

#include "booking/cells.hpp"
#include "booking/sql.hpp"
#include "common/ids.hpp"

namespace emu::booking {

db::Result<std::int64_t> mark_weather_affected(db::Connection& conn, domain::Minute now) {
  auto events = run(conn, sql::kRecentWeather, {utc(now - 1440)});
  if (!events) return std::unexpected(events.error());
  std::int64_t changed = 0;
  for (const auto& row : events->rows) {
    auto from = instant(row[0]);
    if (!from) continue;
    // Every booking of the day the signal went up on, from its start, and any starting up to
    // 2 h after it ends (salon-day.md C.4); while it is in force its end is "now".
    const auto end_of_day = domain::hk_midnight(domain::hk_date_of(*from)) + 1440;
    const auto to = std::max(end_of_day,
                             (row[1].is_null() ? now : instant(row[1]).value_or(now)) +
                                 kWeatherTailMin);
    auto r = run(conn, sql::kMarkWeatherAffected, {true, utc(to), utc(*from), false});
    if (!r) return std::unexpected(r.error());
    changed += r->affected_rows;
  }
  return changed;
}

db::Result<std::int64_t> switch_weather(db::Connection& conn, const std::string& kind, bool active,
                                        domain::Minute now, const std::string& created_at,
                                        std::string_view source) {
  auto open = run(conn, sql::kOpenWeather, {kind});
  if (!open) return std::unexpected(open.error());
  if (active && open->rows.empty()) {
    auto r = run(conn, sql::kStartWeather,
                 {common::new_uuid(), kind, utc(now), created_at, std::string(source)});
    if (!r) return std::unexpected(r.error());
  }
  // Mark while the event still counts as in force, then close it.
  auto affected = mark_weather_affected(conn, now);
  if (!affected) return std::unexpected(affected.error());
  if (!active && !open->rows.empty()) {
    auto r = run(conn, sql::kEndWeather, {utc(now), kind});
    if (!r) return std::unexpected(r.error());
  }
  return *affected;
}

db::Result<boost::json::object> weather_state(db::Connection& conn, const std::string& kind,
                                              bool active) {
  auto state = run(conn, sql::kLatestWeather, {kind});
  if (!state) return std::unexpected(state.error());
  boost::json::object weather{{"kind", kind}, {"active", active}};
  if (!state->rows.empty()) {
    weather["started_at"] = state->rows[0][0];
    weather["ended_at"] = state->rows[0][1];
  }
  return weather;
}

}  // namespace emu::booking
