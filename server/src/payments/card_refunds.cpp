#include "payments/card_refunds.hpp"

#include <spdlog/spdlog.h>

#include "common/ids.hpp"
#include "db/cells.hpp"
#include "db/transaction.hpp"
#include "payments/money_sql.hpp"
#include "payments/settlement.hpp"

namespace emu::payments {

db::Result<RefundRun> run_card_refunds(db::Database& db, CardGateway& cards,
                                       std::chrono::system_clock::time_point now,
                                       std::chrono::seconds lease) {
  RefundRun run;
  if (!cards.configured()) return run;
  const std::string now_text = common::format_utc(now);
  auto due = db::with_connection(
      db, [](const db::DbError& e) { return e; },
      [&](db::Connection& conn) { return db::run(conn, sql::kRefundsDue, {now_text}); });
  if (!due) return std::unexpected(due.error());
  for (const auto& row : due->rows) {
    const std::string id = db::text(row[0]);
    const std::string intent = db::text(row[1]);
    const std::int64_t amount = db::integer(row[2]);
    const std::string leased_at = db::text(row[3]);
    const std::string lease_until = common::format_utc(now + lease);
    auto leased = db::in_transaction(db, db::TxMode::write, [&](db::Connection& conn) {
      return db::run(conn, sql::kLeaseRefund, {lease_until, id, leased_at});
    });
    if (!leased) return std::unexpected(leased.error());
    if (leased->affected_rows != 1) continue;  // another instance has it
    if (amount <= 0 || intent.empty()) {
      spdlog::error("payments: card refund of {} cannot be asked (amount {}, intent '{}')", id,
                    amount, intent);
      ++run.failed;
      continue;  // left leased: the lease's end brings it back, and the log again
    }
    auto refund = cards.refund(intent, amount, "refund-" + id);
    if (!refund) {
      ++run.failed;
      auto back = db::in_transaction(db, db::TxMode::write, [&](db::Connection& conn) {
        return db::run(conn, sql::kLeaseRefund, {now_text, id, lease_until});
      });
      if (!back) return std::unexpected(back.error());
      continue;
    }
    auto done = db::in_transaction(db, db::TxMode::write, [&](db::Connection& conn) {
      return refund_done(conn, id, *refund, now_text);
    });
    if (!done) return std::unexpected(done.error());
    ++run.refunded;
  }
  return run;
}

}  // namespace emu::payments
