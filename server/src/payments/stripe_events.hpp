// A verified Stripe webhook event applied to the payments it names (salon-day.md C.3, invariant
// C.5.2), in the caller's transaction: checkout.session.completed with payment_status 'paid'
// (and checkout.session.async_payment_succeeded) settles the card payment
// (payments::settle_card_paid), checkout.session.expired ends it (card_session_expired). Each
// event id is handled once (payments::claim_event: the INSERT that wins decides), so a repeated
// or concurrent delivery changes nothing. An event for a payment Emu does not know, or of a
// type Emu does not act on, changes nothing and claims nothing.
#pragma once

#include <chrono>

#include "db/database.hpp"
#include "domain/stripe_signature.hpp"
#include "payments/settlement.hpp"

namespace emu::payments {

enum class EventOutcome {
  settled,          // the payment is paid now (or was, and nothing changed)
  expired,          // the session's payment is expired now (or was not pending: unchanged)
  duplicate,        // the event id was handled before
  unknown_payment,  // no card payment of that id
  ignored,          // a type or a payment_status Emu does not act on
};

std::string_view outcome_name(EventOutcome outcome);

db::Result<EventOutcome> apply_stripe_event(db::Connection& conn, const domain::StripeEvent& event,
                                            std::chrono::system_clock::time_point now,
                                            const Settings& settings);

}  // namespace emu::payments
