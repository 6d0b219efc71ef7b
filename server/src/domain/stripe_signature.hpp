// Stripe's wire rules, pure (salon-day.md section 1 and C.3): the `Stripe-Signature` header of a
// webhook (`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>[,v1=…]`, other
// schemes ignored, 300 s tolerance either way) and the form encoding of a Checkout Session and a
// Refund request (application/x-www-form-urlencoded with Stripe's bracketed keys).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace emu::domain {

struct StripeSignatureHeader {
  std::int64_t timestamp = -1;  // -1: no t=
  std::vector<std::string> v1;  // every v1= value, lower-case hex as sent
};

// Splits the header at commas and '='; unknown keys (v0, …) are skipped. Never throws.
StripeSignatureHeader parse_stripe_signature(std::string_view header);

// Lower-case hex of HMAC-SHA256(secret, "<timestamp>.<payload>").
std::string stripe_signature_hex(std::string_view secret, std::int64_t timestamp,
                                 std::string_view payload);

enum class SignatureCheck { ok, malformed, mismatch, stale };

inline constexpr std::int64_t kStripeToleranceSeconds = 300;

// ok when one v1 equals the expected signature (compared in constant time) and the timestamp is
// within `tolerance` seconds of `now_unix`. An empty secret never verifies.
SignatureCheck verify_stripe_signature(std::string_view header, std::string_view payload,
                                       std::string_view secret, std::int64_t now_unix,
                                       std::int64_t tolerance = kStripeToleranceSeconds);

// application/x-www-form-urlencoded of key/value pairs in their order (common::form_encode of
// each; the brackets of Stripe's keys are encoded too).
std::string form_encode(const std::vector<std::pair<std::string, std::string>>& fields);

struct CheckoutForm {
  std::string payment_id, booking_id, description, success_url, cancel_url;
  std::int64_t amount_cents = 0;
  std::int64_t expires_at_unix = 0;
};

// POST /v1/checkout/sessions: mode=payment, one HKD line item of `amount_cents` (quantity 1, its
// name the description), client_reference_id and metadata[payment_id] = the payment,
// metadata[booking_id], success_url, cancel_url, expires_at.
std::string checkout_session_form(const CheckoutForm& f);

// POST /v1/refunds: payment_intent and amount (cents).
std::string refund_form(std::string_view payment_intent, std::int64_t amount_cents);

// What Emu reads of a webhook event: its id and type and, of a Checkout Session
// (data.object), the session id, the payment (client_reference_id, else metadata[payment_id]),
// payment_status, payment_intent and amount_total. nullopt: not a JSON event with an id and type.
struct StripeEvent {
  std::string id, type;
  std::string session_id, payment_id, payment_status, payment_intent;
  std::int64_t amount_total = 0;
};
std::optional<StripeEvent> parse_stripe_event(std::string_view body);

}  // namespace emu::domain
