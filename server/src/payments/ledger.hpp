// The double-entry ledger (salon-day.md C.3, C.5.2). Every movement of money is one
// transaction of entries whose amounts sum to zero, written by post_txn only, inside the
// transaction of the state change it records. amount_cents positive is a debit.
//
//   card deposit paid X            platform_cash +X, deposits_held -X
//   FPS receipt confirmed X        shop_cash +X, deposits_held -X
//   card deposit kept X, bps       deposits_held +X, shop_payable -(X-c), commission -c
//   FPS deposit kept X             deposits_held +X, shop_revenue -X
//   card refund due X              deposits_held +X, refunds_pending -X
//   card refund done X             refunds_pending +X, platform_cash -X
//   FPS refund owed X              deposits_held +X, refunds_owed -X
//   FPS refund marked done X       refunds_owed +X, shop_cash -X
//   payout created P               shop_payable +P, payouts_due -P
//   payout sent P                  payouts_due +P, platform_cash -P
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"

namespace emu::payments {

namespace account {
inline constexpr std::string_view platform_cash = "platform_cash";
inline constexpr std::string_view deposits_held = "deposits_held";
inline constexpr std::string_view shop_cash = "shop_cash";
inline constexpr std::string_view shop_payable = "shop_payable";
inline constexpr std::string_view commission = "commission";
inline constexpr std::string_view shop_revenue = "shop_revenue";
inline constexpr std::string_view refunds_pending = "refunds_pending";
inline constexpr std::string_view refunds_owed = "refunds_owed";
inline constexpr std::string_view payouts_due = "payouts_due";
}  // namespace account

struct Entry {
  std::string account;
  std::int64_t amount_cents = 0;
  std::string shop_id;
  std::optional<std::string> booking_id, payment_id, payout_id;
  std::string memo;
};

// Writes the entries as one transaction (a new txn_id, returned), stamped `now` (RFC 3339;
// empty: the database's clock). Refuses (sqlstate 23514, nothing written) entries that do not
// sum to zero, or none.
db::Result<std::string> post_txn(db::Connection& conn, const std::vector<Entry>& entries,
                                 const std::string& now = {});

// Commission on a kept card deposit: amount * bps / 10000, rounded half up to a cent.
std::int64_t commission_cents(std::int64_t amount_cents, int bps);

}  // namespace emu::payments
