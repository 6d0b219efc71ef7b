// The platform's money (salon-day.md C.3; administrators).
// admin-money {}: 200 {held_hkd, refunds_pending_hkd, payouts_due_hkd, payable_hkd,
//   commission_hkd, platform_cash_hkd, unbalanced_txns, payouts: [...]} (payments/money.hpp).
// mark-payout-sent {payoutId, bankReference}: 200 {payout}; the ledger's `payout sent`.
// Refusals: 400 validation_failed (bankReference missing or longer than 100), 404 not_found,
// 409 invalid_transition (sent before).
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "payments/money.hpp"
#include "payments/payouts.hpp"

namespace emu::functions {

FnResult<boost::json::value> admin_money(FnCall& call) {
  return db::in_transaction(
      *call.ctx.db, db::TxOptions{db::TxMode::read, true},
      [](const db::DbError& e) { return to_fn_error(e); },
      [&](db::Connection& conn) -> FnResult<boost::json::value> {
        FN_TRY(money, payments::admin_money(conn));
        return boost::json::value(std::move(money));
      });
}

FnResult<boost::json::value> mark_payout_sent(FnCall& call) {
  const auto payout_id = lower_ascii(text_field(call.body, "payoutId"));
  const auto reference = text_field(call.body, "bankReference");
  if (reference.empty() || reference.size() > 100) {
    const char* message = "Enter the bank's reference of the transfer";
    return fail(Code::validation_failed, message, boost::json::object{{"bankReference", message}});
  }
  if (!is_uuid(payout_id)) return fail(Code::not_found, "Payout not found");
  const std::string admin = call.principal.is_service() ? std::string() : call.principal.user_id;
  return in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::value> {
    FN_TRY(marked, payments::mark_payout_sent(conn, payout_id, reference, admin, call.now));
    if (marked == payments::MarkSent::not_found) return fail(Code::not_found, "Payout not found");
    if (marked == payments::MarkSent::already_sent) {
      return fail(Code::invalid_transition, "This payout was marked sent before");
    }
    FN_TRY(payout, payments::payout_json(conn, payout_id));
    if (!payout) return fail(Code::not_found, "Payout not found");
    return boost::json::value(boost::json::object{{"payout", std::move(*payout)}});
  });
}

}  // namespace emu::functions
