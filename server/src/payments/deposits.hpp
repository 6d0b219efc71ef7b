// A booking's deposit from the customer's and the shop's side (salon-day.md C.3): asking for
// it when the booking is made, starting a payment (FPS or card), "I have paid", the shop's
// confirmation of an FPS receipt and its FPS refunds. Each runs inside the caller's
// transaction; who may call is checked by the caller except where a function names the user.
// A card session is made by the caller between start_payment and store_session, outside any
// transaction (the gateway is blocking HTTP).
#pragma once

#include <boost/json/object.hpp>
#include <expected>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "domain/booking_time.hpp"
#include "payments/card_gateway.hpp"
#include "payments/payment_store.hpp"
#include "payments/settlement.hpp"

namespace emu::payments {

enum class Refusal {
  not_found,              // no such booking or payment
  not_yours,              // someone else's booking or payment
  payment_not_needed,     // the booking has no deposit to pay
  payment_window_closed,  // past payment_due_at, or released unpaid
  card_unavailable,       // card payment is off, or the shop does not accept cards
  fps_unavailable,        // the shop has no usable FPS proxy
  invalid_transition,     // the payment is not in a state this action applies to
};

template <class T>
using Answer = db::Result<std::expected<T, Refusal>>;

// The booking create-booking just made (pending or confirmed): when the shop's rule asks a
// deposit for the service's list price and the shop can be paid (a usable FPS proxy, or cards
// accepted while `cards_on`), the booking becomes awaiting_payment with deposit_hkd and
// payment_due_at = now + the shop's window (its cells stay held). true: a deposit is due.
db::Result<bool> require_deposit(db::Connection& conn, const std::string& booking_id,
                                 domain::Minute now, const std::string& now_text, bool cards_on);

// The shop's FPS payee for a payment's answer.
struct FpsPayee {
  std::string proxy_type, proxy_value, bank_code, payee_name;
};

struct Started {
  Payment payment;
  std::optional<FpsPayee> fps;  // FPS payments
  std::string payload;          // the EMVCo QR payload (FPS)
  std::int64_t due_unix = 0;    // the booking's payment deadline
  std::string description;      // the card checkout's line (shop and service)
};

// start-payment: the caller's booking awaiting its deposit gets its payment by `method` (fps |
// card), the same one on a second call. Refusals: not_found, not_yours, payment_not_needed,
// payment_window_closed, card_unavailable (cards off: `cards_on` false, or not accepted),
// fps_unavailable.
Answer<Started> start_payment(db::Connection& conn, const std::string& booking_id,
                              const std::string& user_id, const std::string& method, bool cards_on,
                              domain::Minute now, const std::string& now_text);

// The card session made for a started payment; a session stored meanwhile by a concurrent
// call wins (the gateway's idempotency key made it the same one). Returns the payment.
db::Result<Payment> store_session(db::Connection& conn, const std::string& payment_id,
                                  const CheckoutSession& session, const std::string& now);

// "I have paid" (the payment's customer, FPS): pending/reported -> reported, with the proof's
// path in the payment-proofs bucket (already checked to be the caller's folder).
Answer<Payment> report_payment(db::Connection& conn, const std::string& payment_id,
                               const std::string& user_id,
                               const std::optional<std::string>& proof_path, domain::Minute now,
                               const std::string& now_text);

// The shop's answer to an FPS payment (the caller checked the role in p.shop_id): received ->
// paid (ledger), the booking confirmed or pending; not_received -> back to pending.
Answer<Payment> confirm_payment(db::Connection& conn, const Payment& p, bool received,
                                const std::string& now, const Settings& settings);

// The shop paid an FPS deposit back (the caller checked the role): refund_owed -> refunded
// (ledger: refunds_owed +X, shop_cash -X) with the shop's bank reference.
Answer<Payment> mark_refunded(db::Connection& conn, const Payment& p,
                              const std::optional<std::string>& reference, const std::string& now);

// The answer of start-payment: payment_json plus fps_payload, fps_qr_svg and fps {proxy_type,
// proxy_value, bank_code, payee_name} for FPS.
boost::json::object started_json(const Started& s);

}  // namespace emu::payments
