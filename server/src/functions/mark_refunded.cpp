// mark-refunded (the shop's owner or a manager, or an admin; never staff): the shop paid an
// FPS deposit back by bank transfer; the payment is refunded (ledger: refunds_owed, shop_cash)
// with the shop's optional bank reference.
#include "functions/body_fields.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/payment_support.hpp"

namespace emu::functions {

FnResult<boost::json::value> mark_refunded(FnCall& call) {
  Fields fields(call.body);
  const auto payment_id = fields.id("paymentId", "a payment id");
  const auto reference = fields.optional_text("reference", 100);
  FN_CHECK(std::move(fields).verdict("The request is incomplete"));
  FN_TRY(p, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<payments::Payment> {
           FN_TRY(payment, shop_payment(conn, call, payment_id));
           return payment_answer(payments::mark_refunded(conn, payment, reference, call.now));
         }));
  return boost::json::object{{"payment", payments::payment_json(p)}};
}

}  // namespace emu::functions
