// The card refunds job (salon-day.md C.3): every card payment in refund_pending is refunded at
// Stripe (POST /v1/refunds, Idempotency-Key `refund-<payment id>`, the amount not refunded yet)
// and then recorded by payments::refund_done (the ledger's `refund done` transaction). Run by
// the booking jobs' loop every EMU_BOOKING_SWEEP_MS on every instance: a payment is leased first
// (its updated_at moved `lease` ahead by the one UPDATE that still sees the value read), so two
// instances do not both call Stripe for it; and if a crash lets a second call through after the
// lease, the Idempotency-Key makes Stripe answer the first refund again. A failed call gives
// the lease back at once, so the next run tries again.
#pragma once

#include <chrono>

#include "db/database.hpp"
#include "payments/card_gateway.hpp"

namespace emu::payments {

struct RefundRun {
  int refunded = 0;
  int failed = 0;
};

db::Result<RefundRun> run_card_refunds(db::Database& db, CardGateway& cards,
                                       std::chrono::system_clock::time_point now,
                                       std::chrono::seconds lease = std::chrono::minutes(5));

}  // namespace emu::payments
