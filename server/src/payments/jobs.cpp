#include "payments/jobs.hpp"

#include "booking/booking_jobs.hpp"
#include "booking/booking_notify.hpp"
#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "common/ids.hpp"
#include "db/transaction.hpp"
#include "payments/moves.hpp"
#include "payments/sql.hpp"

namespace emu::payments {

db::Result<void> after_booking_change(db::Connection& conn, const std::string& booking_id,
                                      const std::string& now, const Settings& settings) {
  return settle_booking(conn, booking_id, now, settings);
}

db::Result<JobReport> run_payment_jobs(db::Database& db, const Settings& settings) {
  JobReport report;
  const auto now_tp = std::chrono::system_clock::now();
  const auto now_text = common::format_utc(now_tp);
  const auto deadline = domain::format_utc_minute(domain::to_minute(now_tp));

  // Unpaid release.
  auto due = booking::job_ids(db, sql::kDueUnpaid, {deadline});
  if (!due) return std::unexpected(due.error());
  for (const auto& id : *due) {
    auto done =
        db::in_transaction(db, db::TxMode::write, [&](db::Connection& conn) -> db::Result<bool> {
          auto moved =
              db::changed_one(booking::run(conn, sql::kReleaseUnpaid, {now_text, id, deadline}));
          if (!moved || !*moved) return moved;
          if (auto d = booking::delete_cells(conn, id); !d) return std::unexpected(d.error());
          if (auto s = settle_booking(conn, id, now_text, settings); !s) {
            return std::unexpected(s.error());
          }
          auto n = booking::notify(conn, mail::BookingEmail::unpaid_released,
                                   booking::Recipient::customer, id, settings.site_url);
          if (!n) return std::unexpected(n.error());
          return true;
        });
    if (!done) return std::unexpected(done.error());
    if (*done) ++report.released;
  }

  // Outcomes of paid deposits whose booking ended elsewhere (the completion job).
  auto ended = booking::job_ids(db, sql::kPaidWithOutcome, {});
  if (!ended) return std::unexpected(ended.error());
  for (const auto& id : *ended) {
    auto done =
        db::in_transaction(db, db::TxMode::write, [&](db::Connection& conn) -> db::Result<bool> {
          auto s = settle_booking(conn, id, now_text, settings);
          if (!s) return std::unexpected(s.error());
          return true;
        });
    if (!done) return std::unexpected(done.error());
    ++report.settled;
  }
  return report;
}

}  // namespace emu::payments
