#include "payments/payouts.hpp"

#include <boost/json.hpp>
#include <map>
#include <vector>

#include "common/ids.hpp"
#include "db/cells.hpp"
#include "domain/booking_time.hpp"
#include "payments/ledger.hpp"
#include "payments/money_sql.hpp"

namespace emu::payments {
namespace {

struct Line {
  std::string payment_id, booking_id, kept_at;
  std::int64_t amount_cents = 0;
};

}  // namespace

db::Result<PayoutRun> create_payouts(db::Connection& conn,
                                     std::chrono::system_clock::time_point now) {
  const std::string now_text = common::format_utc(now);
  auto rows = db::run(conn, sql::kPayoutCandidates, {common::format_utc(now - kPayoutAfter)});
  if (!rows) return std::unexpected(rows.error());
  std::map<std::string, std::vector<Line>> by_shop;  // kept_at ascending within a shop
  for (const auto& r : rows->rows) {
    Line line{db::text(r[1]), db::text(r[2]), db::text(r[3]), db::integer(r[4])};
    if (line.amount_cents > 0) by_shop[db::text(r[0])].push_back(std::move(line));
  }
  PayoutRun run;
  // Money this old goes out now even if the shop had a payout today (30 days at most).
  const std::string urgent = common::format_utc(now - (kPayoutAtMost - std::chrono::hours(7 * 24)));
  for (auto& [shop_id, lines] : by_shop) {
    if (lines.front().kept_at > urgent) {
      auto recent = db::run(conn, sql::kRecentPayout,
                            {shop_id, common::format_utc(now - std::chrono::hours(24))});
      if (!recent) return std::unexpected(recent.error());
      if (!recent->rows.empty()) continue;  // one payout a day
    }
    const std::string payout_id = common::new_uuid();
    std::vector<Line> taken;
    for (auto& line : lines) {
      auto claimed = db::run(conn, sql::kClaimForPayout, {payout_id, now_text, line.payment_id});
      if (!claimed) return std::unexpected(claimed.error());
      if (claimed->affected_rows == 1) taken.push_back(std::move(line));
    }
    if (taken.empty()) continue;
    std::int64_t total = 0;
    boost::json::array json_lines;
    std::vector<Entry> entries;
    for (const auto& line : taken) {
      total += line.amount_cents;
      json_lines.push_back(boost::json::object{{"payment_id", line.payment_id},
                                               {"booking_id", line.booking_id},
                                               {"amount_cents", line.amount_cents},
                                               {"kept_at", line.kept_at}});
      entries.push_back({std::string(account::shop_payable), line.amount_cents, shop_id,
                         line.booking_id, line.payment_id, payout_id, "payout created"});
      entries.push_back({std::string(account::payouts_due), -line.amount_cents, shop_id,
                         line.booking_id, line.payment_id, payout_id, "payout created"});
    }
    // taken is in kept_at order: the first is the earliest.
    const auto kept = domain::parse_db_instant(taken.front().kept_at);
    if (!kept) {
      return std::unexpected(
          db::DbError{"22007", "unreadable kept_at " + taken.front().kept_at, ""});
    }
    const std::string due_by = domain::format_utc_minute(
        *kept + std::chrono::duration_cast<std::chrono::minutes>(kPayoutAtMost).count());
    auto inserted = db::run(conn, sql::kInsertPayout,
                            {payout_id, shop_id, total, boost::json::serialize(json_lines),
                             taken.front().kept_at, due_by, now_text});
    if (!inserted) return std::unexpected(inserted.error());
    auto posted = post_txn(conn, entries, now_text);
    if (!posted) return std::unexpected(posted.error());
    ++run.payouts;
    run.amount_cents += total;
  }
  return run;
}

db::Result<MarkSent> mark_payout_sent(db::Connection& conn, const std::string& payout_id,
                                      const std::string& bank_reference,
                                      const std::string& admin_user_id, const std::string& now) {
  auto row = db::run(conn, sql::kPayoutForUpdate, {payout_id});
  if (!row) return std::unexpected(row.error());
  if (row->rows.empty()) return MarkSent::not_found;
  const std::string shop_id = db::text(row->rows[0][1]);
  const std::int64_t amount = db::integer(row->rows[0][2]);
  db::Param sent_by = nullptr;
  if (!admin_user_id.empty()) sent_by = admin_user_id;
  auto sent = conn.query(sql::kMarkPayoutSent,
                         std::vector<db::Param>{payout_id, now, bank_reference, sent_by});
  if (!sent) return std::unexpected(sent.error());
  if (sent->affected_rows != 1) return MarkSent::already_sent;
  auto posted = post_txn(conn,
                         {{std::string(account::payouts_due), amount, shop_id, std::nullopt,
                           std::nullopt, payout_id, "payout sent " + bank_reference},
                          {std::string(account::platform_cash), -amount, shop_id, std::nullopt,
                           std::nullopt, payout_id, "payout sent " + bank_reference}},
                         now);
  if (!posted) return std::unexpected(posted.error());
  return MarkSent::sent;
}

}  // namespace emu::payments
