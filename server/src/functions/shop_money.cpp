// The shop's money (salon-day.md C.3; the owner, a manager or an admin, never staff: C.5.4).
// shop-money {shopId}: 200 {payments_open, refunds_owed, payouts, held_hkd, payable_hkd}.
// shop-statement {shopId, month: 'YYYY-MM'}: 200 {month, lines, totals, csv} (payments/money.hpp).
// Refusals: 404 not_found (no such shop), 403 forbidden (staff, customers, other shops),
// 400 validation_failed (month).
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "functions/shop_access.hpp"
#include "payments/money.hpp"

namespace emu::functions {
namespace {

constexpr std::string_view kMoneyIsManagers =
    "Only the shop's owner and managers can see its money";

}  // namespace

FnResult<boost::json::value> shop_money(FnCall& call) {
  const auto shop_id = lower_ascii(text_field(call.body, "shopId"));
  if (!is_uuid(shop_id)) return fail(Code::not_found, "Business not found");
  return db::in_transaction(
      *call.ctx.db, db::TxOptions{db::TxMode::read, true},
      [](const db::DbError& e) { return to_fn_error(e); },
      [&](db::Connection& conn) -> FnResult<boost::json::value> {
        FN_CHECK(require_shop_role(conn, call, shop_id, shops::Access::managers, kMoneyIsManagers));
        FN_TRY(money, payments::shop_money(conn, shop_id));
        return boost::json::value(std::move(money));
      });
}

FnResult<boost::json::value> shop_statement(FnCall& call) {
  const auto shop_id = lower_ascii(text_field(call.body, "shopId"));
  const auto month = payments::parse_month(text_field(call.body, "month"));
  if (!month) {
    return fail(Code::validation_failed, "month must look like 2026-11",
                boost::json::object{{"month", "month must look like 2026-11"}});
  }
  if (!is_uuid(shop_id)) return fail(Code::not_found, "Business not found");
  return db::in_transaction(
      *call.ctx.db, db::TxOptions{db::TxMode::read, true},
      [](const db::DbError& e) { return to_fn_error(e); },
      [&](db::Connection& conn) -> FnResult<boost::json::value> {
        FN_CHECK(require_shop_role(conn, call, shop_id, shops::Access::managers, kMoneyIsManagers));
        FN_TRY(statement, payments::shop_statement(conn, shop_id, *month));
        return boost::json::value(std::move(statement));
      });
}

}  // namespace emu::functions
