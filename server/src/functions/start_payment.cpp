// start-payment (the booking's customer; salon-day.md C.3): the deposit of a booking awaiting
// payment, by FPS (the EMVCo payload, its QR drawn as SVG, the shop's proxy to copy) or by card
// (a checkout session of the card gateway). The same method again answers the same payment and,
// for card, the same session. The card session is made outside any transaction, on this worker
// thread: the payment row first (its id is the gateway's idempotency key, so a retry after a
// timeout charges nothing twice), then the session stored in a second transaction.
#include "functions/body_fields.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/payment_support.hpp"

namespace emu::functions {

FnResult<boost::json::value> start_payment(FnCall& call) {
  Fields fields(call.body);
  const auto booking_id = fields.id("bookingId", "a booking id");
  const auto method = fields.one_of("method", {"fps", "card"});
  FN_CHECK(std::move(fields).verdict("The payment request is incomplete"));
  const auto now = now_minute(call);
  const bool cards_on = call.ctx.cards && call.ctx.cards->configured();
  FN_TRY(started, in_transaction(*call.ctx.db, [&](db::Connection& conn) {
           return payment_answer(payments::start_payment(conn, booking_id, call.principal.user_id,
                                                         method, cards_on, now, call.now));
         }));
  const auto& p = started.payment;
  if (method == "card" && p.provider_session_id.empty() && p.status == "pending") {
    const auto site = call.ctx.config.public_url();
    const auto back = site + "/user/bookings?booking=" + booking_id + "&payment=";
    // The payment's deadline: the gateway makes the session last a little longer (Stripe wants
    // 30 minutes at least) and sends the same expires_at on every retry of this payment, as a
    // replay under the same Idempotency-Key needs the same parameters.
    const payments::CheckoutRequest request{p.id,
                                            booking_id,
                                            started.description,
                                            back + "done",
                                            back + "cancelled",
                                            p.amount_cents,
                                            started.due_unix};
    auto session = call.ctx.cards->create_checkout(request);
    if (!session) {
      return fail(Code::payment_provider_unavailable, std::string(kProviderUnavailableMessage));
    }
    FN_TRY(stored, in_transaction(*call.ctx.db, [&](db::Connection& conn) {
             return lift(payments::store_session(conn, p.id, *session, call.now));
           }));
    started.payment = std::move(stored);
  }
  return boost::json::object{{"payment", payments::started_json(started)}};
}

}  // namespace emu::functions
