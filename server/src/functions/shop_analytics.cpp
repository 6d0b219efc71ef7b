// shop-analytics (the shop's owner or an admin; issue 16): the Analytics section of
// /merchant/dashboard for the last 7, 30 or 90 Hong Kong days, today included.
//   body: {businessId, days: 7 | 30 | 90}
//   200: analytics::shop_report (analytics/shop_report.hpp has the shape and definitions);
//        pending page view and impression counts are flushed first.
// Refusals: 403 forbidden (not the owner or an admin), 404 not_found, 400 invalid_parameter.
#include <cstdlib>

#include "analytics/shop_report.hpp"
#include "domain/booking_time.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "functions/shop_access.hpp"

namespace emu::functions {
namespace {

std::optional<int> analytics_days(const boost::json::object& body) {
  const auto* v = body.if_contains("days");
  if (v == nullptr || v->is_null()) return 30;
  std::int64_t n = 0;
  if (v->is_int64()) {
    n = v->as_int64();
  } else if (v->is_string()) {
    n = std::atoll(std::string(v->as_string()).c_str());
  }
  if (n == 7 || n == 30 || n == 90) return static_cast<int>(n);
  return std::nullopt;
}

}  // namespace

FnResult<boost::json::value> shop_analytics(FnCall& call) {
  auto business_id = lower_ascii(text_field(call.body, "businessId"));
  auto days = analytics_days(call.body);
  if (!days) {
    return fail(Code::invalid_parameter, "days must be 7, 30 or 90",
                boost::json::object{{"days", "days must be 7, 30 or 90"}});
  }
  if (!is_uuid(business_id)) return fail(Code::not_found, "Business not found");

  // The latest counts first, so what the owner just did shows (the flush is short).
  if (auto flushed = call.ctx.shop_counters->flush(*call.ctx.db); !flushed) {
    return std::unexpected(to_fn_error(flushed.error()));
  }

  const auto today = domain::hk_date_of(domain::to_minute(std::chrono::system_clock::now()));
  return db::in_transaction(
      *call.ctx.db, db::TxOptions{db::TxMode::read, true},
      [](const db::DbError& e) { return to_fn_error(e); },
      [&](db::Connection& conn) -> FnResult<boost::json::value> {
        FN_CHECK(require_shop_role(conn, call, business_id, shops::Access::managers,
                                   "Only the shop's owner and managers can see its analytics"));
        FN_TRY(report, analytics::shop_report(conn, business_id, *days, today));
        return boost::json::value(std::move(report));
      });
}

}  // namespace emu::functions
