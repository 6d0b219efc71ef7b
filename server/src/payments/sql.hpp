// The payments room's SQL (salon-day.md C.3): the shop's deposit settings, payments, the
// booking's deposit state, the ledger and provider events. Every value is bound.
#pragma once

#include <string>
#include <string_view>

namespace emu::payments::sql {

// --- the shop's deposit settings
inline constexpr std::string_view kShopSettings = R"sql(
    SELECT deposit_rule, deposit_value, payment_window_min, fps_proxy_type, fps_proxy_value,
    fps_bank_code, accept_card, commission_bps, name FROM businesses WHERE id = $1)sql";

// --- the booking's deposit ($1 deposit, $2 due, $3 now, $4 id)
inline constexpr std::string_view kAwaitPayment = R"sql(
    UPDATE bookings SET status = 'awaiting_payment', deposit_hkd = $1, payment_due_at = $2,
    deposit_status = 'requested', updated_at = $3 WHERE id = $4 AND status IN ('pending',
    'confirmed'))sql";
// Paid: confirmed ($1 now, $2 id) or, in request mode, pending for the shop's answer.
inline constexpr std::string_view kPaidConfirmed = R"sql(
    UPDATE bookings SET status = 'confirmed', deposit_status = 'received', confirmed_at = $1,
    updated_at = $1 WHERE id = $2 AND status = 'awaiting_payment')sql";
inline constexpr std::string_view kPaidPending = R"sql(
    UPDATE bookings SET status = 'pending', deposit_status = 'received', updated_at = $1
    WHERE id = $2 AND status = 'awaiting_payment')sql";
// Paid after the booking was released (status left as it is): the money is owed back.
inline constexpr std::string_view kDepositStatus = R"sql(
    UPDATE bookings SET deposit_status = $1, updated_at = $2 WHERE id = $3)sql";
// Whether a paid booking is confirmed at once (the shop's auto_confirm), and its state now.
inline constexpr std::string_view kPaidFacts = R"sql(
    SELECT s.auto_confirm, b.status FROM bookings b JOIN businesses s ON s.id = b.shop_id
    WHERE b.id = $1)sql";
// What decides a paid deposit's fate (rules.hpp outcome_of).
inline constexpr std::string_view kOutcomeFacts = R"sql(
    SELECT b.status, b.cancel_reason, b.cancelled_by, b.cancelled_at, b.start_at,
    b.weather_affected, s.cancel_notice_hours, s.commission_bps FROM bookings b
    JOIN businesses s ON s.id = b.shop_id WHERE b.id = $1)sql";

// --- payments
inline constexpr std::string_view kPaymentColumns =
    "id, booking_id, shop_id, user_id, method, amount_cents, reference, status, due_at, "
    "proof_path, reported_at, provider_session_id, checkout_url, provider_intent, paid_at, "
    "refunded_cents, refund_reference, refunded_at, kept_at, payout_id, created_at, updated_at";
inline const std::string kFindPayment =
    "SELECT " + std::string(kPaymentColumns) + " FROM payments WHERE id = $1";
inline const std::string kFindByMethod = "SELECT " + std::string(kPaymentColumns) +
                                         " FROM payments WHERE booking_id = $1 AND "
                                         "method = $2";
inline const std::string kPaymentsOfBooking = "SELECT " + std::string(kPaymentColumns) +
                                              " FROM payments WHERE booking_id = $1 ORDER BY "
                                              "created_at, id";
// A conflict (the booking's payment by this method, or the reference) inserts nothing.
inline constexpr std::string_view kInsertPayment = R"sql(
    INSERT INTO payments (id, booking_id, shop_id, user_id, method, amount_cents, reference,
    status, due_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8,
    $9, $9) ON CONFLICT DO NOTHING)sql";
inline constexpr std::string_view kSetSession = R"sql(
    UPDATE payments SET provider_session_id = $1, checkout_url = $2, updated_at = $3
    WHERE id = $4 AND provider_session_id IS NULL)sql";
inline constexpr std::string_view kReport = R"sql(
    UPDATE payments SET status = 'reported', proof_path = COALESCE($1, proof_path),
    reported_at = $2, updated_at = $2 WHERE id = $3 AND method = 'fps' AND status IN
    ('pending', 'reported'))sql";
// Also after the booking was released (expired): the shop got the money, so it owes it back.
inline constexpr std::string_view kFpsReceived = R"sql(
    UPDATE payments SET status = 'paid', paid_at = $1, updated_at = $1 WHERE id = $2 AND
    method = 'fps' AND status IN ('pending', 'reported', 'expired'))sql";
inline constexpr std::string_view kFpsNotReceived = R"sql(
    UPDATE payments SET status = 'pending', updated_at = $1 WHERE id = $2 AND status =
    'reported')sql";
// A card payment may arrive after the booking was released or cancelled (then refunded).
inline constexpr std::string_view kCardPaid = R"sql(
    UPDATE payments SET status = 'paid', provider_intent = $1, paid_at = $2, updated_at = $2
    WHERE id = $3 AND method = 'card' AND status IN ('pending', 'expired', 'cancelled'))sql";
inline constexpr std::string_view kCardExpired = R"sql(
    UPDATE payments SET status = 'expired', updated_at = $1 WHERE id = $2 AND method = 'card'
    AND status = 'pending')sql";
inline constexpr std::string_view kKeep = R"sql(
    UPDATE payments SET status = 'kept', kept_at = $1, updated_at = $1 WHERE id = $2 AND
    status = 'paid')sql";
// $1 refund_pending (card) | refund_owed (FPS).
inline constexpr std::string_view kRefundDue = R"sql(
    UPDATE payments SET status = $1, updated_at = $2 WHERE id = $3 AND status = 'paid')sql";
// $4 the status it leaves: refund_pending (card, the provider's refund id) | refund_owed (FPS,
// the shop's bank reference).
inline constexpr std::string_view kRefunded = R"sql(
    UPDATE payments SET status = 'refunded', refunded_cents = amount_cents, refund_reference =
    $1, refunded_at = $2, updated_at = $2 WHERE id = $3 AND status = $4)sql";
// The booking's open payments end ($1 expired | cancelled).
inline constexpr std::string_view kCloseOpen = R"sql(
    UPDATE payments SET status = $1, updated_at = $2 WHERE booking_id = $3 AND status IN
    ('pending', 'reported'))sql";

inline constexpr std::string_view kShopsOfProof = R"sql(
    SELECT DISTINCT shop_id FROM payments WHERE proof_path = $1)sql";

// --- the payment jobs
// Unpaid at the deadline; a payment the customer reported waits for the shop's answer.
inline constexpr std::string_view kDueUnpaid = R"sql(
    SELECT b.id FROM bookings b WHERE b.status = 'awaiting_payment' AND b.payment_due_at <= $1
    AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status =
    'reported') ORDER BY b.payment_due_at LIMIT 200)sql";
inline constexpr std::string_view kReleaseUnpaid = R"sql(
    UPDATE bookings SET status = 'cancelled', cancelled_at = $1, cancelled_by = 'system',
    cancel_reason = 'unpaid', updated_at = $1 WHERE id = $2 AND status = 'awaiting_payment'
    AND payment_due_at <= $3)sql";
// Paid deposits whose booking has an outcome (completed by the job, cancelled, no-show).
inline constexpr std::string_view kPaidWithOutcome = R"sql(
    SELECT p.booking_id FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE p.status =
    'paid' AND b.status IN ('completed', 'no_show', 'cancelled') LIMIT 200)sql";

// --- the ledger
inline constexpr std::string_view kInsertEntry = R"sql(
    INSERT INTO ledger_entries (id, txn_id, created_at, account, shop_id, booking_id,
    payment_id, payout_id, amount_cents, memo) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
)sql";

// --- provider events
inline constexpr std::string_view kClaimEvent = R"sql(
    INSERT INTO payment_events (provider, event_id, received_at) VALUES ($1, $2, $3)
    ON CONFLICT DO NOTHING)sql";

}  // namespace emu::payments::sql
