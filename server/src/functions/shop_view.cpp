// shop-view (public; issue 16): the shop page's beacon. The SPA calls it once when a shop page
// opens; the view is added to an in-memory count for the shop and the Hong Kong day
// (analytics/shop_counters.hpp) and written to shop_daily_stats with the next flush. Nothing
// about the visitor is kept. Unknown ids are dropped at the flush.
// A script must not inflate a shop's views: one client IP counts at most EMU_RATE_SHOP_VIEW_IP
// views of one shop per window (rate_limits, shared by every instance; administrators and the
// service key are not limited). Beyond it the beacon still answers 200, with counted false,
// and the view is not counted: the page never sees an error for it.
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> shop_view(FnCall& call) {
  auto id = lower_ascii(text_field(call.body, "businessId"));
  if (!is_uuid(id)) {
    return fail(Code::invalid_parameter, "businessId must be a shop id",
                boost::json::object{{"businessId", "businessId must be a shop id"}});
  }
  if (auto hit =
          hit_rate_limit(call, call.ctx.config.rate_shop_view_ip,
                         "shop-view:ip:" + call.req.remote_ip + ":" + id, auth::RateKind::request);
      !hit) {
    if (hit.error().code != Code::over_request_rate_limit) return std::unexpected(hit.error());
    return boost::json::object{{"counted", false}};
  }
  call.ctx.shop_counters->add_page_view(id, analytics::hk_today());
  return boost::json::object{{"counted", true}};
}

}  // namespace emu::functions
