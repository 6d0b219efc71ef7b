// Slot generation (marketplace.md 3.2), pure: the caller loads one shop-day (hours, time off,
// bookings) and gets the offered starts, or asks why one start is refused. All instants are
// domain::Minute (UTC); the day is a Hong Kong date.
#pragma once

#include <chrono>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "domain/booking_time.hpp"

namespace emu::domain {

struct Interval {
  Minute start = 0, end = 0;  // [start, end)
  bool operator==(const Interval&) const = default;
};

// Sorted, merged (touching intervals join), empty ones dropped.
std::vector<Interval> normalized(std::vector<Interval> list);
std::vector<Interval> intersect(const std::vector<Interval>& a, const std::vector<Interval>& b);
std::vector<Interval> subtract(const std::vector<Interval>& from, const std::vector<Interval>& cut);

// The shop's published hours on one weekday from businesses.operating_hours ({"mon":"10:00-13:00,
// 14:00-20:00", ..., "sun":"closed"}), as minutes from midnight. What the public page shows is
// what binds (salon-day.md C.2: online slots lie inside the shop's opening hours and the staff
// member's): a day that is absent, unreadable, or hours that are not set at all are closed.
std::vector<Interval> shop_hours_for(std::string_view operating_hours_json, int weekday);

struct StaffDay {
  std::string staff_id;
  std::vector<Interval> hours;  // staff_hours rows of the weekday (minutes from midnight HKT)
  std::vector<Interval> off;    // the staff member's time off (instants)
  std::vector<Interval> busy;   // [start_at, occupied_until) of their active bookings (instants)
};

struct ShopDay {
  std::chrono::year_month_day date;                 // HKT
  // Minutes from midnight (shop_hours_for); nullopt: no shop-level bound (pure tests only).
  std::optional<std::vector<Interval>> shop_hours;
  std::vector<Interval> closures;                   // shop-wide time off (instants)
  int step_min = 15;
  int duration_min = 60;
  int occupied_min = 60;  // occupied_minutes(duration, buffer)
  int min_notice_min = 60;
  int horizon_days = 60;
  Minute now = 0;
  bool weather_active = false;  // T8 / Black Rain / Extreme in force: nothing until tomorrow
};

struct Slot {
  Minute start = 0;
  std::vector<std::string> staff_ids;  // in the order given
};

// Working intervals of one staff member that day (instants): staff hours within the shop's
// hours, minus shop closures and the staff member's time off.
std::vector<Interval> working_intervals(const ShopDay& day, const StaffDay& staff);

// Every offered start of the day, ascending, with the staff members free at it.
std::vector<Slot> offered_slots(const ShopDay& day, std::span<const StaffDay> staff);

// Why one start is not bookable for one staff member, ignoring other bookings (the
// booking_slots key decides those). The first rule broken, in this order.
enum class StartRefusal { none, shop_closed, too_far, too_soon, outside_hours };
StartRefusal check_start(const ShopDay& day, const StaffDay& staff, Minute start);

}  // namespace emu::domain
