// shop-view (public; issue 16): the shop page's beacon. The SPA calls it once when a shop page
// opens; the view is added to an in-memory count for the shop and the Hong Kong day
// (analytics/shop_counters.hpp) and written to shop_daily_stats with the next flush. Nothing
// about the visitor is kept. Unknown ids are dropped at the flush.
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> shop_view(FnCall& call) {
  auto id = lower_ascii(text_field(call.body, "businessId"));
  if (!is_uuid(id)) {
    return fail(Code::invalid_parameter, "businessId must be a shop id",
                boost::json::object{{"businessId", "businessId must be a shop id"}});
  }
  call.ctx.shop_counters->add_page_view(id, analytics::hk_today());
  return boost::json::object{{"counted", true}};
}

}  // namespace emu::functions
