// shop-readiness {shopId} (public; salon-day.md C.2 "Readiness"): whether the shop takes online
// bookings, and every reason it does not (inactive, no_active_service, no_staff_on_service,
// no_staff_hours, hours_outside_opening; domain/readiness.hpp). The dashboard lists the reasons
// with a link each; the public booking page shows WhatsApp and a call instead of dates.
// 200 {bookable, reasons}; 404 for no such shop.
#include "booking/readiness.hpp"
#include "functions/body_fields.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> shop_readiness(FnCall& call) {
  FN_TRY(shop_id, id_field(call.body, "shopId", "a shop id"));
  using Reasons = std::optional<std::vector<domain::NotReady>>;
  FN_TRY(reasons, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<Reasons> {
           FN_TRY(found, booking::shop_readiness(conn, shop_id));
           return found;
         }));
  if (!reasons) return fail(Code::not_found, "Shop not found");
  boost::json::array names;
  for (auto r : *reasons) names.emplace_back(domain::to_string(r));
  return boost::json::object{{"bookable", reasons->empty()}, {"reasons", std::move(names)}};
}

}  // namespace emu::functions
