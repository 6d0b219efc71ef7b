// The card side of the money (stripe branch, salon-day.md C.3): the webhook's payment lookup,
// the card refunds job's lease, payouts and the money read by shop-money, shop-statement and
// admin-money. Schema: migration 0023_deposits.sql.
#pragma once

#include <string_view>

namespace emu::payments::sql {

inline constexpr std::string_view kCardPaymentExists = R"sql(
    SELECT id FROM payments WHERE id = $1 AND method = 'card')sql";

// The card refunds job. A payment is leased by moving its updated_at: only the instance whose
// UPDATE still sees the old (or an expired) lease gets 1 row back.
inline constexpr std::string_view kRefundsDue = R"sql(
    SELECT id, provider_intent, amount_cents - refunded_cents, updated_at FROM payments
    WHERE method = 'card' AND status = 'refund_pending' AND updated_at <= $1
    ORDER BY updated_at LIMIT 50)sql";
inline constexpr std::string_view kLeaseRefund = R"sql(
    UPDATE payments SET updated_at = $1 WHERE id = $2 AND status = 'refund_pending'
    AND updated_at = $3)sql";

// Payouts: card payments kept at or before the cut-off, not yet in a payout, with what the
// ledger owes the shop for each (its shop_payable credit).
inline constexpr std::string_view kPayoutCandidates = R"sql(
    SELECT p.shop_id, p.id, p.booking_id, p.kept_at,
    (SELECT -COALESCE(SUM(l.amount_cents), 0) FROM ledger_entries l
    WHERE l.payment_id = p.id AND l.account = 'shop_payable' AND l.payout_id IS NULL)
    FROM payments p WHERE p.method = 'card' AND p.status = 'kept' AND p.payout_id IS NULL
    AND p.kept_at <= $1 ORDER BY p.shop_id, p.kept_at)sql";
inline constexpr std::string_view kRecentPayout = R"sql(
    SELECT 1 FROM payouts WHERE shop_id = $1 AND created_at > $2 LIMIT 1)sql";
inline constexpr std::string_view kInsertPayout = R"sql(
    INSERT INTO payouts (id, shop_id, amount_cents, status, lines, earliest_kept_at, due_by,
    created_at) VALUES ($1, $2, $3, 'due', $4, $5, $6, $7))sql";
inline constexpr std::string_view kClaimForPayout = R"sql(
    UPDATE payments SET payout_id = $1, updated_at = $2 WHERE id = $3 AND payout_id IS NULL)sql";
inline constexpr std::string_view kPayoutForUpdate = R"sql(
    SELECT id, shop_id, amount_cents, status FROM payouts WHERE id = $1)sql";
inline constexpr std::string_view kMarkPayoutSent = R"sql(
    UPDATE payouts SET status = 'sent', sent_at = $2, bank_reference = $3, sent_by = $4
    WHERE id = $1 AND status = 'due')sql";
inline constexpr std::string_view kPayoutRow = R"sql(
    SELECT o.id, o.shop_id, b.name, o.amount_cents, o.status, o.due_by, o.created_at,
    o.sent_at, o.bank_reference, o.earliest_kept_at, o.lines FROM payouts o
    JOIN businesses b ON b.id = o.shop_id WHERE o.id = $1)sql";

// Balances of the ledger (sum of the entries per account; debit positive).
inline constexpr std::string_view kAccountTotals = R"sql(
    SELECT account, COALESCE(SUM(amount_cents), 0) FROM ledger_entries GROUP BY account)sql";
inline constexpr std::string_view kShopAccountTotals = R"sql(
    SELECT account, COALESCE(SUM(amount_cents), 0) FROM ledger_entries WHERE shop_id = $1
    GROUP BY account)sql";
inline constexpr std::string_view kUnbalancedTxns = R"sql(
    SELECT COUNT(*) FROM (SELECT txn_id FROM ledger_entries GROUP BY txn_id
    HAVING SUM(amount_cents) <> 0) t)sql";
inline constexpr std::string_view kAllPayouts = R"sql(
    SELECT o.id, o.shop_id, b.name, o.amount_cents, o.status, o.due_by, o.created_at,
    o.sent_at, o.bank_reference, o.earliest_kept_at, o.lines FROM payouts o
    JOIN businesses b ON b.id = o.shop_id ORDER BY o.status, o.due_by, o.created_at LIMIT 500)sql";
inline constexpr std::string_view kShopPayouts = R"sql(
    SELECT o.id, o.shop_id, b.name, o.amount_cents, o.status, o.due_by, o.created_at,
    o.sent_at, o.bank_reference, o.earliest_kept_at, o.lines FROM payouts o
    JOIN businesses b ON b.id = o.shop_id WHERE o.shop_id = $1 ORDER BY o.created_at DESC
    LIMIT 200)sql";

// The shop's open payments (pending, reported, paid: not kept or refunded yet) and the FPS
// refunds it owes.
inline constexpr std::string_view kShopOpenPayments = R"sql(
    SELECT p.id, p.booking_id, p.method, p.amount_cents, p.reference, p.status, p.due_at,
    p.reported_at, p.proof_path, p.paid_at, p.created_at, bk.start_at, bk.customer_name
    FROM payments p JOIN bookings bk ON bk.id = p.booking_id WHERE p.shop_id = $1
    AND p.status IN ('pending', 'reported', 'paid', 'refund_pending')
    ORDER BY p.created_at DESC LIMIT 200)sql";
inline constexpr std::string_view kShopRefundsOwed = R"sql(
    SELECT p.id, p.booking_id, p.method, p.amount_cents, p.reference, p.status, p.due_at,
    p.reported_at, p.proof_path, p.paid_at, p.created_at, bk.start_at, bk.customer_name
    FROM payments p JOIN bookings bk ON bk.id = p.booking_id WHERE p.shop_id = $1
    AND p.status = 'refund_owed' ORDER BY p.updated_at LIMIT 200)sql";

// A month of the shop's ledger, [from, to) in UTC, with the payment's reference.
inline constexpr std::string_view kShopStatement = R"sql(
    SELECT l.created_at, l.booking_id, p.reference, l.account, l.amount_cents, l.payout_id,
    l.txn_id FROM ledger_entries l LEFT JOIN payments p ON p.id = l.payment_id
    WHERE l.shop_id = $1 AND l.created_at >= $2 AND l.created_at < $3
    ORDER BY l.created_at, l.txn_id, l.account)sql";

}  // namespace emu::payments::sql
