#include "book/access.hpp"

#include "shops/shop_role.hpp"

namespace emu::book {

db::Result<Access> may_run_book(db::Connection& conn, const std::string& shop_id,
                                const auth::Principal& caller) {
  // Today the owner's (and admins'): the one owner check. The team (C.1) widens it here.
  auto verdict = shops::check_role(conn, shop_id, caller.user_id, caller.is_admin(),
                                   shops::Access::owner_or_admin);
  if (!verdict) return std::unexpected(verdict.error());
  switch (*verdict) {
    case shops::Verdict::no_shop:
      return Access::no_shop;
    case shops::Verdict::forbidden:
      return Access::not_member;
    case shops::Verdict::allowed:
      break;
  }
  return Access::allowed;
}

}  // namespace emu::book
