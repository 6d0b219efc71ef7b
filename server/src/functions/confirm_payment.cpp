// confirm-payment (the shop's owner or a manager, or an admin; never staff, C.5.4): the shop's
// answer to an FPS deposit. received: the payment is paid (ledger: shop_cash, deposits_held)
// and the booking confirmed, or pending in request mode, with the customer's e-mails; a
// booking released meanwhile owes the deposit back at once. not_received: the payment is
// pending again, so the customer can report it again until the deadline.
#include "functions/body_fields.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/payment_support.hpp"
#include "runtime/context.hpp"

namespace emu::functions {

FnResult<boost::json::value> confirm_payment(FnCall& call) {
  Fields fields(call.body);
  const auto payment_id = fields.id("paymentId", "a payment id");
  const auto action = fields.one_of("action", {"received", "not_received"});
  FN_CHECK(std::move(fields).verdict("The request is incomplete"));
  const auto settings = runtime::payment_settings(call.ctx.config);
  FN_TRY(p, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<payments::Payment> {
           FN_TRY(payment, shop_payment(conn, call, payment_id));
           return payment_answer(
               payments::confirm_payment(conn, payment, action == "received", call.now, settings));
         }));
  return boost::json::object{{"payment", payments::payment_json(p)}};
}

}  // namespace emu::functions
