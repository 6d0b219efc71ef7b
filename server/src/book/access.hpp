// Who may run a shop's book (salon-day.md C.2: manual bookings, blocked time, moves): the shop's
// owner (businesses.merchant_id) and administrators. The one check every book operation asks,
// so the team module (C.1: managers, a staff member's own calendar) widens it here.
#pragma once

#include <string>

#include "db/database.hpp"
#include "identity/principal.hpp"

namespace emu::book {

enum class Access {
  no_shop,     // no such shop
  not_member,  // the shop exists and the caller is not on its team
  allowed,
};

db::Result<Access> may_run_book(db::Connection& conn, const std::string& shop_id,
                                const auth::Principal& caller);

}  // namespace emu::book
