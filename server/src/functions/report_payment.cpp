// report-payment (the payment's customer; salon-day.md C.3): "I have paid" for an FPS deposit,
// with an optional screenshot in the private payment-proofs bucket, in the caller's own folder
// (<user id>/<file>). The shop then confirms the receipt (confirm-payment). Until the booking's
// deadline the customer may report again.
#include "functions/body_fields.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/payment_support.hpp"

namespace emu::functions {

FnResult<boost::json::value> report_payment(FnCall& call) {
  Fields fields(call.body);
  const auto payment_id = fields.id("paymentId", "a payment id");
  const auto proof = optional_text(call.body, "proofPath");
  if (proof && (!proof->starts_with(call.principal.user_id + "/") || proof->size() > 300 ||
                proof->find("..") != std::string::npos ||
                proof->size() == call.principal.user_id.size() + 1)) {
    fields.problem("proofPath", "proofPath must be a file in your own folder of payment-proofs");
  }
  FN_CHECK(std::move(fields).verdict("The payment report is incomplete"));
  const auto now = now_minute(call);
  FN_TRY(p, in_transaction(*call.ctx.db, [&](db::Connection& conn) {
           return payment_answer(payments::report_payment(conn, payment_id, call.principal.user_id,
                                                          proof, now, call.now));
         }));
  return boost::json::object{{"payment", payments::payment_json(p)}};
}

}  // namespace emu::functions
