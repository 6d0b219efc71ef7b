// The card gateway over Stripe's HTTP API (salon-day.md C.3), with libcurl: Checkout Sessions
// (`POST /v1/checkout/sessions`, form-encoded by domain::checkout_session_form, Idempotency-Key =
// the payment id so a retry after a timeout finds the same session) and Refunds (`POST
// /v1/refunds`, the caller's Idempotency-Key). `Authorization: Bearer <secret key>`; 5 s to
// connect, 15 s in all. A timeout answers GatewayError::timeout, no answer or a 5xx / 429
// `unavailable`, any other refusal `rejected` (logged with Stripe's message). Blocking: call it
// on the worker pool, never inside a database transaction.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include "payments/card_gateway.hpp"

namespace emu::payments {

struct StripeSettings {
  std::string secret_key;  // sk_test_… / sk_live_…; empty: card payment off
  std::string api_base = "https://api.stripe.com";  // tests: the local stand-in
  std::chrono::milliseconds connect_timeout{5'000};
  std::chrono::milliseconds total_timeout{15'000};
};

class StripeGateway final : public CardGateway {
 public:
  // `now`: the clock that keeps expires_at under 24 hours ahead.
  explicit StripeGateway(
      StripeSettings settings,
      std::function<std::chrono::system_clock::time_point()> now = std::chrono::system_clock::now);
  bool configured() const override { return !settings_.secret_key.empty(); }
  std::expected<CheckoutSession, GatewayError> create_checkout(const CheckoutRequest&) override;
  std::expected<std::string, GatewayError> refund(const std::string& payment_intent,
                                                  std::int64_t amount_cents,
                                                  const std::string& idempotency_key) override;

 private:
  StripeSettings settings_;
  std::function<std::chrono::system_clock::time_point()> now_;
};

// A StripeGateway when the key is set, else no_card_gateway().
std::shared_ptr<CardGateway> card_gateway_for(const StripeSettings& settings);

}  // namespace emu::payments
