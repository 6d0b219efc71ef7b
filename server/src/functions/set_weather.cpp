// set-weather (admins): switches a Typhoon Signal No. 8 / Black Rainstorm / Extreme Conditions
// state on or off (weather_events, readable by everyone for the site's banner), and marks the
// bookings it affects (booking/weather.hpp) in the same transaction, with an audit row.
// 200 {weather: {kind, active, started_at, ended_at}, affected}.
#include "booking/cells.hpp"
#include "booking/weather.hpp"
#include "common/ids.hpp"
#include "domain/enums.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/booking_support.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> set_weather(FnCall& call) {
  const auto kind = text_field(call.body, "kind");
  const auto* active_field = call.body.if_contains("active");
  boost::json::object problems;
  if (!domain::is_valid(domain::weather_kinds(), kind)) {
    problems["kind"] = "kind must be T8, BLACK_RAIN or EXTREME";
  }
  if (!active_field || !active_field->is_bool())
    problems["active"] = "active must be true or false";
  if (!problems.empty()) {
    return fail(Code::validation_failed, "The weather request is incomplete", std::move(problems));
  }
  const bool active = active_field->as_bool();
  const auto now = now_minute(call);
  FN_TRY(result,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(open, booking::run(conn,
                                     "SELECT id, started_at FROM weather_events WHERE kind = $1 "
                                     "AND ended_at IS NULL",
                                     {kind}));
           if (active && open.rows.empty()) {
             FN_CHECK(booking::run(conn,
                                   "INSERT INTO weather_events (id, kind, started_at, source, "
                                   "created_at) VALUES ($1, $2, $3, 'admin', $4)",
                                   {common::new_uuid(), kind, booking::utc(now), call.now}));
           }
           // Mark while the event still counts as in force, then close it.
           FN_TRY(affected, booking::mark_weather_affected(conn, now));
           if (!active && !open.rows.empty()) {
             FN_CHECK(booking::run(conn,
                                   "UPDATE weather_events SET ended_at = $1 WHERE kind = $2 AND "
                                   "ended_at IS NULL",
                                   {booking::utc(now), kind}));
           }
           FN_CHECK(write_audit(conn, call, active ? "weather.on" : "weather.off", "weather_event",
                                kind, {{"affected", affected}}));
           FN_TRY(state, booking::run(conn,
                                      "SELECT started_at, ended_at FROM weather_events WHERE kind "
                                      "= $1 ORDER BY started_at DESC LIMIT 1",
                                      {kind}));
           boost::json::object weather{{"kind", kind}, {"active", active}};
           if (!state.rows.empty()) {
             weather["started_at"] = state.rows[0][0];
             weather["ended_at"] = state.rows[0][1];
           }
           return boost::json::object{{"weather", std::move(weather)}, {"affected", affected}};
         }));
  return result;
}

}  // namespace emu::functions
