// Who may act for a shop (issue 26: one owner check, not three; issue 28: its team, salon-day.md
// C.1). A shop's owner is the account in businesses.merchant_id; its managers and staff are the
// active rows of shop_members; admins act for any shop where the action allows them. Booking,
// the book, reviews, analytics and the team all ask here, so this folder includes nothing above
// db/ and reads shop_members itself (one JOIN; the team/ folder on floor 2 writes it).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"
#include "shops/shop_store.hpp"

namespace emu::shops {

// The caller's role in a shop, strongest last.
enum class Role { none, staff, manager, owner };

// Who an action is for (salon-day.md C.1's table):
//  owner_only      the owner (a review's reply was the owner's before C.1)
//  owner_or_admin  the owner or an admin
//  managers_only   the owner or a manager, not an admin: the shop's own voice (a review's reply)
//  managers        the owner, a manager or an admin: store page, services, hours, analytics, team
//  team            anyone active on the team (staff too) or an admin; a staff member acts on
//                  their own staff_id only, which the caller checks with Standing::staff_id
enum class Access { owner_only, owner_or_admin, managers_only, managers, team };
enum class Verdict { allowed, forbidden, no_shop };

// The caller's place in one shop: no shop, or their role (none when not on the team) and, for
// staff, the staff member they are.
struct Membership {
  Role role = Role::none;
  std::string staff_id;  // a staff member's own staff_id ("" when not linked or not staff)
};

struct Standing {
  Verdict verdict = Verdict::forbidden;
  Role role = Role::none;
  std::string staff_id;
  bool admin = false;  // allowed as an administrator (not on the team)

  // A staff member is limited to their own calendar; owners, managers and admins are not.
  [[nodiscard]] bool limited_to_own_calendar() const { return role == Role::staff && !admin; }
  // May act on `staff_id` (a staff member's calendar; "" = the whole shop).
  [[nodiscard]] bool may_act_for_staff(std::string_view staff) const {
    return !limited_to_own_calendar() || (!staff_id.empty() && staff == staff_id);
  }
};

// The rule itself: `who` is nullopt when there is no such shop.
Standing judge(const std::optional<Membership>& who, bool is_admin, Access access);

// The caller's membership: nullopt without the shop. An empty user_id is on no team.
db::Result<std::optional<Membership>> membership(db::Connection& conn, const std::string& shop_id,
                                                 std::string_view user_id);

// membership then judge.
db::Result<Standing> check_role(db::Connection& conn, const std::string& shop_id,
                                std::string_view user_id, bool is_admin, Access access);

}  // namespace emu::shops
