// One shop-day as slot generation needs it (marketplace.md 3.2), read in a handful of
// statements: the shop's rules and hours, the service, the staff who perform it with their
// hours for the weekday, time off, the active bookings and blocked time, and whether a weather
// warning is in force.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "domain/slots.hpp"

namespace emu::booking {

struct ShopInfo {
  std::string id, name, name_zh, address, merchant_id;
  bool active = false;
  bool auto_confirm = false;
  int cancel_notice_hours = 24;
};

struct ServiceInfo {
  std::string id, name, name_zh;
  int duration_min = 60;
  int buffer_min = 0;
  std::optional<double> price;
  bool bookable = false;  // active and bookable online
  bool active = false;    // the shop may still book it by hand when not online
};

struct StaffInfo {
  std::string name, name_zh;
  int sort_order = 0;
};

struct BookingDay {
  ShopInfo shop;
  ServiceInfo service;
  domain::ShopDay day;
  std::vector<domain::StaffDay> staff;  // candidates, by sort_order
  std::vector<StaffInfo> staff_info;    // same order
};

// The statuses that hold cells (invariant I1); a booking awaiting its deposit holds its time
// until the payment deadline (salon-day.md C.3).
inline constexpr std::string_view kHoldingStatuses =
    "('pending', 'confirmed', 'completed', 'no_show', 'awaiting_payment')";

// nullopt: no such service (or it is not the shop's when shop_id is given).
// only_staff: restrict the candidates to one staff member. skip_booking: leave that booking
// out of the busy intervals (a reschedule moves it). shop_side: the shop books for itself, so
// staff members not bookable online are candidates too.
db::Result<std::optional<BookingDay>> load_booking_day(
    db::Connection& conn, const std::string& service_id, const std::optional<std::string>& shop_id,
    std::chrono::year_month_day date, const std::optional<std::string>& only_staff,
    domain::Minute now, const std::string& skip_booking = {}, bool shop_side = false);

}  // namespace emu::booking
