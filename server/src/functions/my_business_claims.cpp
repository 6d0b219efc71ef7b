// my-business-claims (signed in; issue 16): the caller's own ownership claims, newest first,
// with the claimed shop's name, for /merchant/claim's status list. A merchant sign-up that is
// not approved yet has no merchant role, so /rest/v1/business_claims shows it nothing (only
// merchants read their claims there); this answers the same rows for it.
//   200 {claims: [{id, business_id, business_name, business_name_zh, district, claim_status,
//                  verification_method, created_at, reviewed_at, review_notes}]}
#include "claims/claim_store.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> my_business_claims(FnCall& call) {
  FN_TRY(conn, call.ctx.db->acquire());
  FN_TRY(found, claims::claims_of(*conn, call.principal.user_id));
  return boost::json::object{{"claims", std::move(found)}};
}

}  // namespace emu::functions
