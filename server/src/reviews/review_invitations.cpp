#include "reviews/review_invitations.hpp"

#include "common/ids.hpp"
#include "db/cells.hpp"
#include "db/transaction.hpp"
#include "reviews/review_notify.hpp"
#include "reviews/review_store.hpp"
#include "reviews/sql.hpp"

namespace emu::reviews {

db::Result<int> send_review_invitations(db::Database& db, std::chrono::system_clock::time_point now,
                                        std::chrono::seconds invite_after,
                                        const std::string& site_url) {
  const auto now_text = common::format_utc(now);
  const auto due = common::format_utc(now - invite_after);
  const auto oldest = common::format_utc(now - std::chrono::days(kReviewWindowDays));
  auto found = db::with_connection(
      db, [](const db::DbError& e) { return e; },
      [&](db::Connection& conn) -> db::Result<db::ResultSet> {
        return db::run(conn, sql::kDueInvitations, {due, oldest});
      });
  if (!found) return std::unexpected(found.error());
  int sent = 0;
  for (const auto& row : found->rows) {
    const auto id = db::text(row[0]);
    auto done =
        db::in_transaction(db, db::TxMode::write, [&](db::Connection& conn) -> db::Result<bool> {
          auto claimed = db::run(conn, sql::kClaimInvitation, {now_text, id});
          if (!claimed) return std::unexpected(claimed.error());
          if (claimed->affected_rows != 1) return false;
          return notify(conn, mail::ReviewEmail::invitation, id, site_url);
        });
    if (!done) return std::unexpected(done.error());
    if (*done) ++sent;
  }
  return sent;
}

}  // namespace emu::reviews
