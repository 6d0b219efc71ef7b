#include "webhooks/stripe_route.hpp"

#include <chrono>

#include "db/transaction.hpp"
#include "domain/stripe_signature.hpp"
#include "payments/stripe_events.hpp"
#include "webhooks/webhook_family.hpp"

namespace emu::webhooks {
namespace {

using StripeResult = std::expected<boost::json::value, WebhookError>;

std::unexpected<WebhookError> invalid_signature() {
  return std::unexpected(
      WebhookError{http::ErrorCode::invalid_signature, "The Stripe-Signature header is not valid"});
}

StripeResult stripe_event(WebhookCall& call) {
  const std::string& body = call.req.raw.body();
  const auto now = std::chrono::system_clock::now();
  const std::int64_t now_unix =
      std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch()).count();
  const auto check = domain::verify_stripe_signature(
      call.req.header("Stripe-Signature"), body, call.ctx.config.stripe_webhook_secret, now_unix);
  if (check != domain::SignatureCheck::ok) {
    spdlog::warn("webhooks: a Stripe event was refused ({})",
                 check == domain::SignatureCheck::stale       ? "stale timestamp"
                 : check == domain::SignatureCheck::malformed ? "malformed header"
                                                              : "signature mismatch");
    return invalid_signature();
  }
  const payments::Settings settings = runtime::payment_settings(call.ctx.config);
  auto event = domain::parse_stripe_event(body);
  if (!event) {
    return std::unexpected(
        WebhookError{http::ErrorCode::bad_request, "The event is not a Stripe event"});
  }
  // A lost race (serialization failure, deadlock) runs the transaction again; any other
  // database failure answers 503, and Stripe delivers the event again later.
  auto outcome = db::in_transaction(
      *call.ctx.db, {},
      [](const db::DbError& e) {
        return WebhookError{http::ErrorCode::unavailable, "The event could not be recorded",
                            e.sqlstate};
      },
      [&](db::Connection& conn) -> std::expected<payments::EventOutcome, WebhookError> {
        auto r = payments::apply_stripe_event(conn, *event, now, settings);
        if (!r) {
          return std::unexpected(WebhookError{
              http::ErrorCode::unavailable, "The event could not be recorded", r.error().sqlstate});
        }
        return *r;
      });
  if (!outcome) {
    spdlog::warn("webhooks: Stripe event {} was not recorded ({}): Stripe will send it again",
                 event->id, outcome.error().sqlstate);
    return std::unexpected(outcome.error());
  }
  if (*outcome == payments::EventOutcome::unknown_payment) {
    spdlog::warn("webhooks: Stripe event {} ({}) names no card payment of ours ({})", event->id,
                 event->type, event->payment_id);
  } else {
    spdlog::info("webhooks: Stripe event {} ({}): {}", event->id, event->type,
                 payments::outcome_name(*outcome));
  }
  return boost::json::value(boost::json::object{{"received", true}});
}

}  // namespace

void register_stripe_routes(http::Router& router, runtime::Context& ctx) {
  using runtime::Guard;
  router.add(http::bhttp::verb::post, "/webhooks/stripe",
             runtime::endpoint<WebhookFamily>(ctx, {Guard::open, {}, true}, stripe_event));
}

}  // namespace emu::webhooks
