// What the shop and the platform read of the money (salon-day.md C.3), from the payments and
// the ledger: the shop's open payments, the FPS refunds it owes, its payouts and balances
// (shop-money), a month's statement with its CSV (shop-statement), and the platform's money
// held, refunds pending and payouts due (admin-money). Amounts are HKD with two decimals;
// times as stored (UTC), the CSV's in Hong Kong time.
#pragma once

#include <boost/json/object.hpp>
#include <chrono>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace emu::payments {

// {payments_open, refunds_owed, payouts, held_hkd, payable_hkd}
db::Result<boost::json::object> shop_money(db::Connection& conn, const std::string& shop_id);

// "YYYY-MM" -> the month's first day (nullopt: not a month).
std::optional<std::chrono::year_month> parse_month(std::string_view text);

// {month, lines: [{at, booking_id, reference, kind, amount_hkd}], totals, csv}; kind is
// deposit_kept | refund | commission | payout | fps_received. The month is a Hong Kong month.
db::Result<boost::json::object> shop_statement(db::Connection& conn, const std::string& shop_id,
                                               std::chrono::year_month month);

// {held_hkd, refunds_pending_hkd, payouts_due_hkd, payouts: [...], unbalanced_txns}
db::Result<boost::json::object> admin_money(db::Connection& conn);

// One payout as the functions answer it.
db::Result<std::optional<boost::json::object>> payout_json(db::Connection& conn,
                                                           const std::string& payout_id);

}  // namespace emu::payments
