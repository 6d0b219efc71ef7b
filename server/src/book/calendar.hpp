// The shop's calendar (salon-day.md C.2, issue 28): what the dashboard's day and week views
// draw for a range of Hong Kong days: the staff with their weekly hours, the shop's opening
// hours and services, the live bookings (with service, customer name, phone and e-mail,
// source, status) and the blocked time. One read; book::may_run_book is the caller's.
#pragma once

#include <boost/json/object.hpp>
#include <chrono>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace emu::book {

struct CalendarRange {
  std::string shop_id;
  std::chrono::year_month_day from;  // the first HKT day
  int days = 7;                      // 1..7
  // One staff member's calendar (a staff member sees only their own, C.1); nullopt: the shop's.
  // A whole-shop block shows in every staff member's calendar.
  std::optional<std::string> staff_id;
};

// {shopId, from, to (the last day, 'YYYY-MM-DD'), days, timezone: "Asia/Hong_Kong",
//  openingHours: businesses.operating_hours ({} when unset),
//  staff: [{id, name, name_zh, is_active, hours: [{weekday (0 = Sunday), start, end}]}],
//  services: [{id, name, name_zh, duration, buffer_after_min, price_hkd}]  (active ones),
//  bookings: [{id, staff_id, service_id, service: {name, name_zh}, start_at, end_at, status,
//              source, customer: {name, phone, email}, note, user_id, price_hkd}],
//  blocks: [{id, staff_id (null: the whole shop), starts_at, ends_at, reason}]}
// Times are RFC 3339 in HKT (+08:00). Bookings and blocks are those that overlap
// [00:00 HKT of `from`, 00:00 HKT of the day after the last); bookings are the live ones
// (pending, confirmed, completed, no_show), in start order.
db::Result<boost::json::object> read_calendar(db::Connection& conn, const CalendarRange& range);

}  // namespace emu::book
