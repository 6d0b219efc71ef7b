#include "booking/booking_jobs.hpp"

#include "booking/booking_notify.hpp"
#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "booking/sql.hpp"
#include "booking/weather.hpp"
#include "common/ids.hpp"
#include "db/transaction.hpp"

namespace emu::booking {
namespace {

using Clock = std::chrono::system_clock;

// One booking's change in its own transaction: f returns whether it did anything.
template <class F>
db::Result<bool> each(db::Database& db, F&& f) {
  return db::in_transaction(db, db::TxMode::write, std::forward<F>(f));
}

}  // namespace

db::Result<std::vector<std::string>> job_ids(db::Database& db, std::string_view sql,
                                             std::initializer_list<db::Param> params) {
  return db::with_connection(
      db, [](const db::DbError& e) { return e; },
      [&](db::Connection& conn) -> db::Result<std::vector<std::string>> {
        auto r = conn.query(sql, std::span<const db::Param>(params.begin(), params.size()));
        if (!r) return std::unexpected(r.error());
        std::vector<std::string> out;
        for (const auto& row : r->rows) out.push_back(text(row[0]));
        return out;
      });
}

db::Result<JobReport> run_booking_jobs(db::Database& db, const JobSettings& s) {
  JobReport report;
  const auto now_tp = Clock::now();
  const auto now_text = common::format_utc(now_tp);
  const domain::Minute now = domain::to_minute(now_tp);

  // Expiry.
  auto due = job_ids(db, sql::kDueExpiries, {now_text});
  if (!due) return std::unexpected(due.error());
  for (const auto& id : *due) {
    auto done = each(db, [&](db::Connection& conn) -> db::Result<bool> {
      auto moved = db::changed_one(run(conn, sql::kExpire, {now_text, id}));
      if (!moved || !*moved) return moved;
      if (auto d = delete_cells(conn, id); !d) return std::unexpected(d.error());
      auto n = notify(conn, mail::BookingEmail::expired, Recipient::customer, id, s.site_url);
      if (!n) return std::unexpected(n.error());
      return true;
    });
    if (!done) return std::unexpected(done.error());
    if (*done) ++report.expired;
  }

  // Reminders.
  const auto horizon =
      now + std::chrono::duration_cast<std::chrono::minutes>(s.reminder_before).count();
  auto soon = job_ids(db, sql::kDueReminders, {utc(now), utc(horizon)});
  if (!soon) return std::unexpected(soon.error());
  for (const auto& id : *soon) {
    auto done = each(db, [&](db::Connection& conn) -> db::Result<bool> {
      auto moved = db::changed_one(run(conn, sql::kClaimReminder, {now_text, id}));
      if (!moved || !*moved) return moved;
      auto n = notify(conn, mail::BookingEmail::reminder, Recipient::customer, id, s.site_url);
      if (!n) return std::unexpected(n.error());
      return *n;
    });
    if (!done) return std::unexpected(done.error());
    if (*done) ++report.reminded;
  }

  // Completion, weather, purge: one statement each.
  const auto cutoff =
      now - std::chrono::duration_cast<std::chrono::minutes>(s.complete_after).count();
  auto rest =
      db::in_transaction(db, db::TxMode::write, [&](db::Connection& conn) -> db::Result<bool> {
        auto c = run(conn, sql::kComplete, {now_text, utc(cutoff)});
        if (!c) return std::unexpected(c.error());
        report.completed = c->affected_rows;
        auto w = mark_weather_affected(conn, now);
        if (!w) return std::unexpected(w.error());
        report.weather_marked = *w;
        auto p = run(conn, sql::kPurgeCells, {utc(now - 2 * 1440)});
        if (!p) return std::unexpected(p.error());
        report.cells_purged = p->affected_rows;
        return true;
      });
  if (!rest) return std::unexpected(rest.error());
  return report;
}

}  // namespace emu::booking
