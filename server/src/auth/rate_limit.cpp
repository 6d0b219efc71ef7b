#include "auth/rate_limit.hpp"

#include <random>

#include "auth/endpoint.hpp"
#include "auth/sql.hpp"
#include "common/ids.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kHit = R"sql(
    INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1 RETURNING count
)sql";
// Old windows of this key go at once; other stale keys (IPs that never return) now and then.
constexpr std::string_view kDropOldOfKey = R"sql(
    DELETE FROM rate_limits WHERE key = $1 AND window_start < $2)sql";
constexpr std::string_view kSweep = R"sql(DELETE FROM rate_limits WHERE window_start < $1)sql";

bool sweep_now() {
  thread_local std::minstd_rand rng{std::random_device{}()};
  return rng() % 200 == 0;
}

}  // namespace

RateWindow rate_window(Clock::time_point now, std::chrono::seconds window) {
  auto secs = std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch());
  auto start = secs - secs % window;
  auto remaining =
      std::chrono::duration_cast<std::chrono::seconds>(Clock::time_point(start + window) - now);
  if (remaining < std::chrono::seconds(1)) remaining = std::chrono::seconds(1);
  return RateWindow{Clock::time_point(start), remaining};
}

AuthResult<void> hit_rate_limit(db::Database& db, const runtime::RateRule& rule,
                                const std::string& key, RateKind kind) {
  if (rule.limit == 0) return {};
  auto now = Clock::now();
  auto window = rate_window(now, rule.window);
  auto start = common::format_utc(window.start);
  AUTH_TRY(count, in_transaction(db, [&](db::Connection& conn) -> AuthResult<std::int64_t> {
             AUTH_TRY(rows, exec(conn, kHit, {key, start}));
             AUTH_CHECK(exec(conn, kDropOldOfKey, {key, start}));
             if (sweep_now()) {
               AUTH_CHECK(exec(conn, kSweep,
                               {common::format_utc(now - std::chrono::hours(24) - rule.window)}));
             }
             const auto& v = rows.rows.at(0).at(0);
             return v.is_int64() ? v.as_int64() : 0;
           }));
  if (count <= static_cast<std::int64_t>(rule.limit)) return {};
  if (kind == RateKind::email_send) {
    return fail(AuthCode::over_email_send_rate_limit,
                "For security purposes, you can only request this after " +
                    std::to_string(window.remaining.count()) + " seconds.");
  }
  return fail(AuthCode::over_request_rate_limit, "Request rate limit reached");
}

}  // namespace emu::auth
