// mark-refunded (the shop's owner or a manager, or an admin; never staff): the shop paid an
// FPS deposit back by bank transfer; the payment is refunded (ledger: refunds_owed, shop_cash)
// with the shop's optional bank reference.
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "functions/payment_support.hpp"

namespace emu::functions {

FnResult<boost::json::value> mark_refunded(FnCall& call) {
  const auto payment_id = text_field(call.body, "paymentId");
  const auto reference = optional_text(call.body, "reference");
  boost::json::object problems;
  if (!is_uuid(payment_id)) problems["paymentId"] = "paymentId must be a payment id";
  if (reference && reference->size() > 100) {
    problems["reference"] = "reference must be at most 100 characters";
  }
  if (!problems.empty()) {
    return fail(Code::validation_failed, "The request is incomplete", std::move(problems));
  }
  FN_TRY(p, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<payments::Payment> {
           FN_TRY(payment, shop_payment(conn, call, payment_id));
           return payment_answer(payments::mark_refunded(conn, payment, reference, call.now));
         }));
  return boost::json::object{{"payment", payments::payment_json(p)}};
}

}  // namespace emu::functions
