#include "functions/shop_access.hpp"

namespace emu::functions {

FnResult<shops::Standing> require_shop_role(db::Connection& conn, const FnCall& call,
                                            const std::string& shop_id, shops::Access access,
                                            std::string_view refusal, Code refusal_code) {
  FN_TRY(standing, shops::check_role(conn, shop_id, call.principal.user_id,
                                     call.principal.is_admin(), access));
  switch (standing.verdict) {
    case shops::Verdict::allowed:
      return standing;
    case shops::Verdict::no_shop:
      return fail(Code::not_found, "Business not found");
    case shops::Verdict::forbidden:
      break;
  }
  return fail(refusal_code, std::string(refusal));
}

}  // namespace emu::functions
