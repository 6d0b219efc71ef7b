// my-business-claims (signed in; issue 16): the caller's own ownership claims, newest first,
// with the claimed shop's name, for /merchant/claim's status list. A merchant sign-up that is
// not approved yet has no merchant role, so /rest/v1/business_claims shows it nothing (only
// merchants read their claims there); this answers the same rows for it.
//   200 {claims: [{id, business_id, business_name, business_name_zh, district, claim_status,
//                  verification_method, created_at, reviewed_at, review_notes}]}
#include <array>

#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> my_business_claims(FnCall& call) {
  FN_TRY(conn, call.ctx.db->acquire());
  const std::array<db::Param, 1> me{call.principal.user_id};
  FN_TRY(found,
         lift(conn->query("SELECT c.id, c.business_id, b.name AS business_name, b.name_zh AS "
                          "business_name_zh, b.district, c.claim_status, c.verification_method, "
                          "c.created_at, c.reviewed_at, c.review_notes FROM business_claims AS c "
                          "JOIN businesses AS b ON b.id = c.business_id WHERE c.merchant_id = $1 "
                          "ORDER BY c.created_at DESC, c.id",
                          me)));
  return boost::json::object{{"claims", found.to_objects()}};
}

}  // namespace emu::functions
