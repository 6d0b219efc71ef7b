#include "payments/ledger.hpp"

#include "common/ids.hpp"
#include "db/cells.hpp"
#include "payments/sql.hpp"

namespace emu::payments {
namespace {

db::Param or_null(const std::optional<std::string>& v) {
  return v ? db::Param(*v) : db::Param(nullptr);
}

}  // namespace

db::Result<std::string> post_txn(db::Connection& conn, const std::vector<Entry>& entries,
                                 const std::string& now) {
  std::int64_t sum = 0;
  for (const auto& e : entries) sum += e.amount_cents;
  if (entries.empty() || sum != 0) {
    return std::unexpected(
        db::DbError{"23514", "ledger transaction does not balance", "ledger_entries_balance"});
  }
  const auto txn = common::new_uuid();
  const auto at = now.empty() ? common::now_utc() : now;
  for (const auto& e : entries) {
    auto r = db::run(conn, sql::kInsertEntry,
                     {common::new_uuid(), txn, at, e.account, e.shop_id, or_null(e.booking_id),
                      or_null(e.payment_id), or_null(e.payout_id), e.amount_cents,
                      e.memo.empty() ? db::Param(nullptr) : db::Param(e.memo)});
    if (!r) return std::unexpected(r.error());
  }
  return txn;
}

std::int64_t commission_cents(std::int64_t amount_cents, int bps) {
  return (amount_cents * bps + 5000) / 10000;
}

}  // namespace emu::payments
