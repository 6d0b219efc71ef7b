// Settling payments from what the card provider reports (the webhook, the refunds job), each
// inside the caller's transaction and idempotent: a second call changes nothing and answers
// false. `now` is RFC 3339 (UTC).
#pragma once

#include <cstdint>
#include <string>

#include "db/database.hpp"

namespace emu::payments {

// What settling needs of the server's configuration: the site for the e-mails' links and the
// platform's commission on kept card deposits (a shop's commission_bps overrides it).
struct Settings {
  std::string site_url;
  int commission_bps = 500;  // EMU_COMMISSION_BPS
};

// A provider event is handled once: true for the first caller (its INSERT won), false after.
db::Result<bool> claim_event(db::Connection& conn, const std::string& provider,
                             const std::string& event_id);

// A card deposit was paid: the payment becomes paid (ledger: platform_cash +X, deposits_held
// -X), its booking confirmed (auto-confirm shops) or pending (request mode) with the
// customer's e-mails. A booking already released (cancelled, say unpaid) is refunded at once:
// the payment goes on to refund_pending. false: the payment was not pending (or unknown).
db::Result<bool> settle_card_paid(db::Connection& conn, const std::string& payment_id,
                                  const std::string& payment_intent, std::int64_t amount_cents,
                                  const std::string& now, const Settings& settings);

// The checkout session expired unpaid: a pending card payment becomes expired (the booking
// stays awaiting payment until its own deadline; FPS may still pay it). false: not pending.
db::Result<bool> card_session_expired(db::Connection& conn, const std::string& payment_id,
                                      const std::string& now);

// The provider confirmed a card refund: refund_pending -> refunded (ledger: refunds_pending
// +X, platform_cash -X), refunded_cents = amount_cents, the booking's deposit_status refunded.
// false: not refund_pending.
db::Result<bool> refund_done(db::Connection& conn, const std::string& payment_id,
                             const std::string& refund_id, const std::string& now);

}  // namespace emu::payments
