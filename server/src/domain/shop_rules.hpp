// The rules that bind the shop when it writes its own book (salon-day.md C.2), pure: a start the
// shop enters for a walk-in or a phone booking, and the span of blocked time. The online rules
// (minimum notice, horizon, a weather warning's lead) are the customer's and do not bind the
// shop; its opening hours and the staff member's hours do, unless it says the booking is
// outside them on purpose.
#pragma once

#include <expected>
#include <string_view>

#include "domain/slots.hpp"

namespace emu::domain {

// Why the shop may not place a booking at `start` for `staff`: none; shop_closed (a closed
// day); outside_hours (off the 5-minute grid of the cells, or not inside the working hours).
// outside_hours_allowed: only the grid is checked.
StartRefusal check_shop_start(const ShopDay& day, const StaffDay& staff, Minute start,
                              bool outside_hours_allowed);

// A channel the shop took a booking by (bookings.source of a manual booking).
bool is_manual_source(std::string_view source);

// A customer's phone as the shop writes it down: 6 to 15 digits, with +, spaces, dashes and
// brackets (a visitor's number need not be Hong Kong's).
bool is_contact_phone(std::string_view phone);

// The longest blocked time: one day (a longer absence is time off, or several blocks).
inline constexpr int kMaxBlockMin = 1440;

enum class BlockProblem { empty, too_long };

// The cells a block of [start, end) holds: widened to the 5-minute grid (a block from 10:02 to
// 10:58 keeps 10:00 to 11:00 free of bookings). Refused when empty or longer than a day.
std::expected<Interval, BlockProblem> block_span(Minute start, Minute end);

}  // namespace emu::domain
