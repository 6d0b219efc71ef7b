// Payouts of card money to shops (salon-day.md C.3, invariant C.5.3). A card deposit kept by a
// shop (less the platform's commission: its `shop_payable` credit in the ledger) is paid out
// once it was kept at least 7 days ago, and never later than 30 days after: the job gathers a
// shop's eligible payments into one payout (lines: {payment_id, booking_id, amount_cents,
// kept_at}), due_by = the earliest kept_at + 30 days, ledger `payout created` (shop_payable +P,
// payouts_due -P). It runs with the booking jobs on every instance; a shop gets at most one
// payout a day unless money in it is 23 days old or more. Each payment joins one payout only
// (the UPDATE that sets its payout_id while it is NULL wins), so two instances never pay twice.
// An administrator marks a payout sent with the bank's reference (payouts_due +P,
// platform_cash -P).
#pragma once

#include <chrono>
#include <string>

#include "db/database.hpp"

namespace emu::payments {

inline constexpr std::chrono::hours kPayoutAfter{7 * 24};
inline constexpr std::chrono::hours kPayoutAtMost{30 * 24};

struct PayoutRun {
  int payouts = 0;
  std::int64_t amount_cents = 0;
};

// One transaction: the payouts due at `now`.
db::Result<PayoutRun> create_payouts(db::Connection& conn, std::chrono::system_clock::time_point now);

enum class MarkSent { sent, not_found, already_sent };

// A due payout marked sent by `admin_user_id` ("" for the service key) with the bank reference.
db::Result<MarkSent> mark_payout_sent(db::Connection& conn, const std::string& payout_id,
                                      const std::string& bank_reference,
                                      const std::string& admin_user_id, const std::string& now);

}  // namespace emu::payments
