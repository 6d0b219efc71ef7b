// The payments room's money moves, shared by its operations (deposits.cpp), the provider's
// settlement (settlement.cpp) and the outcomes (outcomes.cpp): each changes one payment's
// status with a guarded UPDATE and, only when that UPDATE changed the row, posts its ledger
// transaction in the same database transaction. false: the payment was not in the status the
// move starts from (a second call changes nothing).
#pragma once

#include <optional>
#include <string>

#include "db/database.hpp"
#include "payments/payment_store.hpp"
#include "payments/settlement.hpp"

namespace emu::payments {

// pending/reported/expired (FPS) or pending/expired/cancelled (card) -> paid; ledger: the cash side
// (platform_cash for card, shop_cash for FPS) +X, deposits_held -X.
db::Result<bool> mark_paid(db::Connection& conn, const Payment& p, const std::string& intent,
                           const std::string& now);

// paid -> kept; ledger: deposits_held +X and shop_payable/commission (card) or shop_revenue
// (FPS). The booking's deposit_status becomes kept.
db::Result<bool> keep_deposit(db::Connection& conn, const Payment& p, int commission_bps,
                              const std::string& now);

// paid -> refund_pending (card) | refund_owed (FPS); ledger: deposits_held +X, refunds_pending
// or refunds_owed -X. The booking's deposit_status becomes refund_owed.
db::Result<bool> refund_deposit(db::Connection& conn, const Payment& p, const std::string& now);

// refund_pending (card; `reference` the provider's refund id) or refund_owed (FPS; the shop's
// bank reference, optional) -> refunded, refunded_cents = amount_cents; ledger:
// refunds_pending +X, platform_cash -X (card) or refunds_owed +X, shop_cash -X (FPS). The
// booking's deposit_status becomes refunded.
db::Result<bool> refund_settled(db::Connection& conn, const Payment& p,
                                const std::optional<std::string>& reference,
                                const std::string& now);

// The booking of a payment just paid: awaiting_payment -> confirmed (auto-confirm shops) or
// pending (request mode), the customer's "deposit received" and booking e-mails and the shop's
// notice. When the booking no longer awaits payment (released, cancelled, or paid already by
// the other method) the payment is refunded at once. Returns true when the booking moved.
db::Result<bool> booking_paid(db::Connection& conn, const Payment& p, const std::string& now,
                              const Settings& settings);

// A paid deposit's fate once its booking has one (rules.hpp outcome_of), and the booking's
// open payments closed when it no longer awaits payment (expired when released unpaid,
// cancelled otherwise). Safe to call any number of times.
db::Result<void> settle_booking(db::Connection& conn, const std::string& booking_id,
                                const std::string& now, const Settings& settings);

}  // namespace emu::payments
