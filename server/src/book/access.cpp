#include "book/access.hpp"

#include "shops/shop_role.hpp"

namespace emu::book {

db::Result<Access> may_run_book(db::Connection& conn, const std::string& shop_id,
                                const auth::Principal& caller,
                                const std::vector<std::string>& staff_ids) {
  auto standing =
      shops::check_role(conn, shop_id, caller.user_id, caller.is_admin(), shops::Access::team);
  if (!standing) return std::unexpected(standing.error());
  switch (standing->verdict) {
    case shops::Verdict::no_shop:
      return Access::no_shop;
    case shops::Verdict::forbidden:
      return Access::not_member;
    case shops::Verdict::allowed:
      break;
  }
  for (const auto& staff : staff_ids) {
    if (!standing->may_act_for_staff(staff)) return Access::other_calendar;
  }
  return Access::allowed;
}

}  // namespace emu::book
