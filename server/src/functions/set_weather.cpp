// set-weather (admins): switches a Typhoon Signal No. 8 / Black Rainstorm / Extreme Conditions
// state on or off (weather_events, readable by everyone for the site's banner), and marks the
// bookings it affects (booking/weather.hpp) in the same transaction, with an audit row.
// 200 {weather: {kind, active, started_at, ended_at}, affected}.
#include "booking/weather.hpp"
#include "domain/enums.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> set_weather(FnCall& call) {
  const auto kind = text_field(call.body, "kind");
  const auto* active_field = call.body.if_contains("active");
  Fields fields(call.body);
  if (!domain::is_valid(domain::weather_kinds(), kind)) {
    fields.problem("kind", "kind must be T8, BLACK_RAIN or EXTREME");
  }
  if (!active_field || !active_field->is_bool())
    fields.problem("active", "active must be true or false");
  FN_CHECK(std::move(fields).verdict("The weather request is incomplete"));
  const bool active = active_field->as_bool();
  const auto now = now_minute(call);
  FN_TRY(result,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(affected, booking::switch_weather(conn, kind, active, now, call.now));
           FN_CHECK(write_audit(conn, call, active ? "weather.on" : "weather.off", "weather_event",
                                kind, {{"affected", affected}}));
           FN_TRY(weather, booking::weather_state(conn, kind, active));
           return boost::json::object{{"weather", std::move(weather)}, {"affected", affected}};
         }));
  return result;
}

}  // namespace emu::functions
