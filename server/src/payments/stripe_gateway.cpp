#include "payments/stripe_gateway.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/json.hpp>

#include "common/outbound_http.hpp"
#include "domain/stripe_signature.hpp"

namespace emu::payments {
namespace {

constexpr std::size_t kMaxAnswer = 1u << 20;  // a session or refund object is a few kB

struct GatewayAnswer {
  long status = 0;
  std::string body;
};

// One form POST to Stripe; the transport failure mapped to the gateway's error.
std::expected<GatewayAnswer, GatewayError> post_form(const StripeSettings& s, std::string_view path,
                                                     const std::string& form,
                                                     const std::string& idempotency_key) {
  const std::string url = common::trim_base(s.api_base) + std::string(path);
  auto sent = common::outbound_http(
      {.url = url,
       .headers = {"Authorization: Bearer " + s.secret_key, "Idempotency-Key: " + idempotency_key,
                   "Content-Type: application/x-www-form-urlencoded"},
       .body = &form,
       .connect_timeout = s.connect_timeout,
       .total_timeout = s.total_timeout,
       .user_agent = "emu-server (card payments)",
       .max_answer = kMaxAnswer});
  if (!sent) {
    spdlog::warn("stripe: POST {} failed: {}", path, sent.error().message);
    return std::unexpected(sent.error().timed_out ? GatewayError::timeout
                                                  : GatewayError::unavailable);
  }
  GatewayAnswer answer{sent->status, std::move(sent->body)};
  if (answer.status >= 200 && answer.status < 300) return answer;
  std::string message;
  boost::system::error_code ec;
  if (auto parsed = boost::json::parse(answer.body, ec); !ec && parsed.is_object()) {
    if (const auto* err = parsed.as_object().if_contains("error"); err && err->is_object()) {
      if (const auto* m = err->as_object().if_contains("message"); m && m->is_string()) {
        message = std::string(m->as_string());
      }
    }
  }
  spdlog::warn("stripe: POST {} answered {}: {}", path, answer.status, message);
  if (answer.status >= 500 || answer.status == 429) {
    return std::unexpected(GatewayError::unavailable);
  }
  return std::unexpected(GatewayError::rejected);
}

std::string string_field(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

std::expected<boost::json::object, GatewayError> object_of(const GatewayAnswer& a) {
  boost::system::error_code ec;
  auto parsed = boost::json::parse(a.body, ec);
  if (ec || !parsed.is_object()) {
    spdlog::warn("stripe: an answer was not a JSON object");
    return std::unexpected(GatewayError::unavailable);
  }
  return std::move(parsed.as_object());
}

}  // namespace

StripeGateway::StripeGateway(StripeSettings settings,
                             std::function<std::chrono::system_clock::time_point()> now)
    : settings_(std::move(settings)), now_(std::move(now)) {}

std::expected<CheckoutSession, GatewayError> StripeGateway::create_checkout(
    const CheckoutRequest& r) {
  if (!configured()) return std::unexpected(GatewayError::rejected);
  // Stripe wants expires_at 30 minutes to 24 hours after the session is made, and a retry with
  // the same Idempotency-Key must send the same parameters: so the session ends 31 minutes after
  // the payment's deadline (never more than 24 hours ahead), whatever the time of the call. The
  // booking is still released at its own deadline; a payment in those minutes is refunded.
  const std::int64_t now_unix =
      std::chrono::duration_cast<std::chrono::seconds>(now_().time_since_epoch()).count();
  const std::int64_t expires = std::min(r.expires_at_unix + 31 * 60, now_unix + 24 * 3600 - 60);
  const auto form =
      domain::checkout_session_form({r.payment_id, r.booking_id, r.description, r.success_url,
                                     r.cancel_url, r.amount_cents, expires});
  auto answer = post_form(settings_, "/v1/checkout/sessions", form, r.payment_id);
  if (!answer) return std::unexpected(answer.error());
  auto o = object_of(*answer);
  if (!o) return std::unexpected(o.error());
  CheckoutSession session{string_field(*o, "id"), string_field(*o, "url")};
  if (session.id.empty() || session.url.empty()) {
    spdlog::warn("stripe: a Checkout Session came without its id or url");
    return std::unexpected(GatewayError::unavailable);
  }
  return session;
}

std::expected<std::string, GatewayError> StripeGateway::refund(const std::string& payment_intent,
                                                               std::int64_t amount_cents,
                                                               const std::string& idempotency_key) {
  if (!configured()) return std::unexpected(GatewayError::rejected);
  auto answer = post_form(settings_, "/v1/refunds",
                          domain::refund_form(payment_intent, amount_cents), idempotency_key);
  if (!answer) return std::unexpected(answer.error());
  auto o = object_of(*answer);
  if (!o) return std::unexpected(o.error());
  auto id = string_field(*o, "id");
  if (id.empty()) return std::unexpected(GatewayError::unavailable);
  return id;
}

std::shared_ptr<CardGateway> card_gateway_for(const StripeSettings& settings) {
  if (settings.secret_key.empty()) return no_card_gateway();
  return std::make_shared<StripeGateway>(settings);
}

}  // namespace emu::payments
