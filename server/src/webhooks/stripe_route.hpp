// POST /webhooks/stripe (salon-day.md C.3): Stripe's events about Checkout Sessions. The
// Stripe-Signature header is verified over the raw body with EMU_STRIPE_WEBHOOK_SECRET (400
// invalid_signature: a wrong secret, a changed body, a timestamp more than 5 minutes away, or
// no secret configured); then, on the worker pool and in one transaction, the event is applied
// by payments::apply_stripe_event (each event id once). 200 {"received": true} whenever the
// event was verified, including an unknown payment (logged) and a repeated delivery, so Stripe
// stops retrying; 503 when the database could not record it, so Stripe delivers it again.
#pragma once

#include "http/router.hpp"
#include "runtime/context.hpp"

namespace emu::webhooks {

void register_stripe_routes(http::Router& router, runtime::Context& ctx);

}  // namespace emu::webhooks
