#include "functions/book_support.hpp"

#include "book/access.hpp"

namespace emu::functions {

FnResult<void> require_book(db::Connection& conn, const FnCall& call, const std::string& shop_id,
                            const std::vector<std::string>& staff_ids) {
  FN_TRY(access, book::may_run_book(conn, shop_id, call.principal, staff_ids));
  switch (access) {
    case book::Access::no_shop:
      return fail(Code::not_found, "Shop not found");
    case book::Access::not_member:
      return fail(Code::not_member, std::string(kNotMemberMessage));
    case book::Access::other_calendar:
      return fail(Code::forbidden, std::string(kOwnCalendarMessage));
    case book::Access::allowed:
      break;
  }
  return {};
}

}  // namespace emu::functions
