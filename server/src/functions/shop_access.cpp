#include "functions/shop_access.hpp"

namespace emu::functions {

FnResult<void> require_shop_role(db::Connection& conn, const FnCall& call,
                                 const std::string& shop_id, shops::Access access,
                                 std::string_view refusal) {
  FN_TRY(verdict, shops::check_role(conn, shop_id, call.principal.user_id,
                                    call.principal.is_admin(), access));
  switch (verdict) {
    case shops::Verdict::allowed:
      return {};
    case shops::Verdict::no_shop:
      return fail(Code::not_found, "Business not found");
    case shops::Verdict::forbidden:
      break;
  }
  return fail(Code::forbidden, std::string(refusal));
}

}  // namespace emu::functions
