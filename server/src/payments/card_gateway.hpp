// The card payment provider behind a small interface (salon-day.md C.3): a hosted checkout
// session for a deposit and a refund by payment intent. runtime::Context holds one:
// no_card_gateway() (card payment off) unless EMU_STRIPE_SECRET_KEY configures Stripe's.
// Both calls are blocking HTTP: call them on the worker pool, never inside a database
// transaction.
#pragma once

#include <cstdint>
#include <expected>
#include <memory>
#include <string>

namespace emu::payments {

struct CheckoutRequest {
  std::string payment_id, booking_id, description, success_url, cancel_url;
  std::int64_t amount_cents = 0;
  std::int64_t expires_at_unix = 0;
};

struct CheckoutSession {
  std::string id, url;
};

enum class GatewayError { unavailable, timeout, rejected };

class CardGateway {
 public:
  virtual ~CardGateway() = default;
  virtual bool configured() const = 0;  // false: card payment is off
  // Idempotency-Key = the payment id: a second call for one payment makes no second session.
  virtual std::expected<CheckoutSession, GatewayError> create_checkout(const CheckoutRequest&) = 0;
  // The provider's refund id.
  virtual std::expected<std::string, GatewayError> refund(const std::string& payment_intent,
                                                          std::int64_t amount_cents,
                                                          const std::string& idempotency_key) = 0;
};

// configured() == false; every call answers GatewayError::unavailable.
std::shared_ptr<CardGateway> no_card_gateway();

}  // namespace emu::payments
