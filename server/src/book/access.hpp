// Who may run a shop's book (salon-day.md C.1 and C.2: manual bookings, blocked time, moves,
// complete / no-show): the shop's owner (businesses.merchant_id), its managers and
// administrators for every staff member; a staff member for their own calendar only (C.5.4).
// The one check every book operation asks, through shops::check_role.
#pragma once

#include <string>
#include <vector>

#include "db/database.hpp"
#include "identity/principal.hpp"

namespace emu::book {

enum class Access {
  no_shop,         // no such shop
  not_member,      // the shop exists and the caller is not on its team
  other_calendar,  // a staff member acting on another staff member's calendar or the whole shop
  allowed,
};

// `staff_ids`: the calendars the operation touches; "" stands for the whole shop (a block of
// every staff member, a manual booking with any staff member).
db::Result<Access> may_run_book(db::Connection& conn, const std::string& shop_id,
                                const auth::Principal& caller,
                                const std::vector<std::string>& staff_ids);

}  // namespace emu::book
