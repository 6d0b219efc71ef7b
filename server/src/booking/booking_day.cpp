#include "booking/booking_day.hpp"

#include <algorithm>
#include <array>
#include <boost/json/serialize.hpp>

#include "booking/cells.hpp"
#include "booking/sql.hpp"

namespace emu::booking {
namespace {

constexpr std::string_view kShopService = R"sql(
    SELECT b.id, b.name, b.name_zh, b.address, b.merchant_id, b.is_active, b.auto_confirm,
    b.cancel_notice_hours, b.slot_step_min, b.min_notice_min, b.horizon_days,
    b.operating_hours, s.id, s.name, s.name_zh, s.duration, s.buffer_after_min, s.price,
    s.is_active, s.bookable_online,
    EXISTS (SELECT 1 FROM weather_events WHERE ended_at IS NULL)
    FROM services s JOIN businesses b ON b.id = s.shop_id WHERE s.id = $1)sql";

// One row per staff member and working period of the weekday (none: a day off).
constexpr std::string_view kStaff = R"sql(
    SELECT st.id, st.name, st.name_zh, st.sort_order, h.start_time, h.end_time
    FROM staff st JOIN staff_services ss ON ss.staff_id = st.id AND ss.service_id = $1
    LEFT JOIN staff_hours h ON h.staff_id = st.id AND h.weekday = $2
    WHERE st.business_id = $3 AND st.is_active AND (st.bookable_online OR $4)
    ORDER BY st.sort_order, st.id)sql";

constexpr std::string_view kNoBooking = "00000000-0000-0000-0000-000000000000";

// The kinds of sql::kBlocked's rows.
enum Kind { kTimeOff = 0, kBooking = 1, kBlock = 2 };

}  // namespace

db::Result<std::optional<BookingDay>> load_booking_day(
    db::Connection& conn, const std::string& service_id, const std::optional<std::string>& shop_id,
    std::chrono::year_month_day date, const std::optional<std::string>& only_staff,
    domain::Minute now, const std::string& skip_booking, bool shop_side) {
  auto head = run(conn, kShopService, {service_id});
  if (!head) return std::unexpected(head.error());
  if (head->rows.empty()) return std::optional<BookingDay>();
  const auto& r = head->rows[0];
  BookingDay out;
  out.shop = {text(r[0]), text(r[1]),    text(r[2]),    text(r[3]),
              text(r[4]), boolean(r[5]), boolean(r[6]), static_cast<int>(integer(r[7], 24))};
  if (shop_id && *shop_id != out.shop.id) return std::optional<BookingDay>();
  out.service.id = text(r[12]);
  out.service.name = text(r[13]);
  out.service.name_zh = text(r[14]);
  // Within the bounds of migrations/0016 whatever a row holds, so no sum below can overflow.
  out.service.duration_min =
      static_cast<int>(std::clamp<std::int64_t>(integer(r[15], 60), 1, domain::kMaxServiceMin));
  out.service.buffer_min =
      static_cast<int>(std::clamp<std::int64_t>(integer(r[16], 0), 0, domain::kMaxBufferMin));
  if (!r[17].is_null()) out.service.price = real(r[17]);
  out.service.active = boolean(r[18]);
  out.service.bookable = out.service.active && boolean(r[19]);

  const int weekday = domain::weekday_of(date);
  auto& day = out.day;
  day.date = date;
  const auto hours_json = r[11].is_null()     ? std::string()
                          : r[11].is_string() ? std::string(r[11].as_string())
                                              : boost::json::serialize(r[11]);
  day.shop_hours = domain::shop_hours_for(hours_json, weekday);
  day.step_min = static_cast<int>(integer(r[8], 15));
  day.min_notice_min = static_cast<int>(integer(r[9], 60));
  day.horizon_days = static_cast<int>(integer(r[10], 60));
  day.duration_min = out.service.duration_min;
  day.occupied_min = domain::occupied_minutes(out.service.duration_min, out.service.buffer_min);
  day.now = now;
  day.weather_active = boolean(r[20]);

  auto staff = run(conn, kStaff, {service_id, std::int64_t{weekday}, out.shop.id, shop_side});
  if (!staff) return std::unexpected(staff.error());
  for (const auto& row : staff->rows) {
    const auto id = text(row[0]);
    if (only_staff && id != *only_staff) continue;
    if (out.staff.empty() || out.staff.back().staff_id != id) {
      out.staff.push_back({id, {}, {}, {}});
      out.staff_info.push_back({text(row[1]), text(row[2]), static_cast<int>(integer(row[3]))});
    }
    auto from = domain::parse_hhmm(text(row[4]));
    auto to = domain::parse_hhmm(text(row[5]));
    if (from && to && *from < *to) out.staff.back().hours.push_back({*from, *to});
  }

  const domain::Minute midnight = domain::hk_midnight(date);
  constexpr domain::Minute kLongestHold = domain::kMaxServiceMin + domain::kMaxBufferMin;
  const std::array<db::Param, 6> blocked_params{
      out.shop.id,
      utc(midnight - 1440),
      utc(midnight + 2 * 1440),
      utc(midnight + 1440),
      skip_booking.empty() ? std::string(kNoBooking) : skip_booking,
      utc(midnight - kLongestHold)};
  auto blocked = conn.query(sql::kBlocked, blocked_params);
  if (!blocked) return std::unexpected(blocked.error());
  for (const auto& row : blocked->rows) {
    auto from = instant(row[2]);
    auto to = instant(row[3]);
    if (!from || !to) continue;
    const auto kind = integer(row[0]);
    const bool booking = kind == kBooking;
    // A booking holds its staff member for at most kLongestHold: a row whose start was edited
    // without its occupied_until (straight in the database) must not close days beyond that.
    const domain::Interval i{*from, booking ? std::min(*to, *from + kLongestHold) : *to};
    if (kind == kTimeOff && row[1].is_null()) {
      day.closures.push_back(i);
      continue;
    }
    // Blocked time is busy like a booking (its cells refuse one), not time off: the day's
    // working hours, and so the shop's readiness, stay as they are.
    const bool busy = kind != kTimeOff;
    const bool everyone = kind == kBlock && row[1].is_null();
    if (row[1].is_null() && !everyone) continue;
    const auto staff_id = text(row[1]);
    for (auto& s : out.staff) {
      if (everyone || s.staff_id == staff_id) (busy ? s.busy : s.off).push_back(i);
    }
  }
  return std::optional<BookingDay>(std::move(out));
}

}  // namespace emu::booking
