#include "observatory/feed.hpp"

#include <memory>

#include "booking/weather.hpp"
#include "common/ids.hpp"
#include "common/outbound_http.hpp"
#include "db/cells.hpp"
#include "db/transaction.hpp"
#include "domain/booking_time.hpp"
#include "observatory/sql.hpp"
#include "observatory/warnsum.hpp"

namespace emu::observatory {

std::expected<std::string, std::string> fetch_feed(const std::string& url) {
  auto answer = common::outbound_http({.url = url,
                                       .total_timeout = std::chrono::milliseconds(10'000),
                                       .user_agent = "emu-server (weather mode)"});
  if (!answer) return std::unexpected("unreachable: " + answer.error().message);
  if (answer->status != 200) return std::unexpected("HTTP " + std::to_string(answer->status));
  return std::move(answer->body);
}

db::Result<PollReport> poll_once(db::Database& db, const std::string& url,
                                 std::chrono::system_clock::time_point now) {
  std::expected<Signals, std::string> seen = std::unexpected(std::string());
  if (auto body = fetch_feed(url)) {
    seen = parse_warnsum(*body);
  } else {
    seen = std::unexpected(body.error());
  }
  const auto now_text = common::format_utc(now);
  const domain::Minute minute = domain::to_minute(now);
  return db::in_transaction(
      db, {}, [](const db::DbError& e) { return e; },
      [&](db::Connection& conn) -> db::Result<PollReport> {
        // Two servers polling at once: the second waits for the first's row (PostgreSQL; SQLite
        // writers are one at a time already), then sees its signals and acts on no change.
        auto feed = db::run(
            conn, conn.dialect() == db::Dialect::postgres ? sql::kFeedForUpdate : sql::kFeed);
        if (!feed) return std::unexpected(feed.error());
        if (feed->rows.empty()) return PollReport{"the feed's row is missing"};
        const auto& row = feed->rows[0];
        const Signals before{db::boolean(row[0]), db::boolean(row[1])};
        const std::string last_error = db::text(row[2]);
        PollReport report;
        if (!seen) {
          report.error = seen.error();
          report.new_error = last_error != seen.error();
          auto r = db::run(conn, sql::kPollFailed, {now_text, seen.error()});
          if (!r) return std::unexpected(r.error());
          return report;
        }
        report.recovered = !last_error.empty();
        for (const auto& [kind, was, is] :
             {std::tuple{"T8", before.t8, seen->t8},
              std::tuple{"BLACK_RAIN", before.black_rain, seen->black_rain}}) {
          if (was == is) continue;
          auto affected = booking::switch_weather(conn, kind, is, minute, now_text, "hko");
          if (!affected) return std::unexpected(affected.error());
          report.affected += *affected;
          ++report.switched;
        }
        auto r = db::run(conn, sql::kSawSignals, {seen->t8, seen->black_rain, now_text});
        if (!r) return std::unexpected(r.error());
        return report;
      });
}

}  // namespace emu::observatory
