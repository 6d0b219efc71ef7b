#include "app/insert_bench.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "common/ids.hpp"

namespace emu::app {

std::expected<std::string, std::string> insert_bench(db::Database& db, const std::string& shop_id,
                                                     const std::string& user_id, double seconds) {
  auto conn = db.acquire();
  if (!conn) return std::unexpected(conn.error().message);
  using Clock = std::chrono::steady_clock;
  std::vector<double> latencies_ms;
  const auto start = Clock::now();
  const auto end = start + std::chrono::duration<double>(seconds);
  while (Clock::now() < end) {
    const auto t0 = Clock::now();
    const std::vector<db::Param> row{common::new_uuid(), user_id, shop_id,
                                     std::string("2030-01-01"), std::string("10:00:00")};
    auto r = (*conn)->query(
        "INSERT INTO bookings (id, user_id, shop_id, booking_date, booking_time, status) "
        "VALUES ($1, $2, $3, $4, $5, 'pending')",
        row);
    if (!r) return std::unexpected(r.error().message);
    latencies_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
  }
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  std::sort(latencies_ms.begin(), latencies_ms.end());
  auto pct = [&](double p) {
    if (latencies_ms.empty()) return 0.0;
    const auto i = static_cast<std::size_t>(p / 100 * static_cast<double>(latencies_ms.size() - 1));
    return latencies_ms[i];
  };
  char out[512];
  std::snprintf(out, sizeof out,
                "insert-bench: one thread, one prepared single-row INSERT per commit\n"
                "  Latency Distribution\n     50%%   %.3fms\n     75%%   %.3fms\n"
                "     90%%   %.3fms\n     99%%   %.3fms\n"
                "  %zu requests in %.2fs\nRequests/sec: %.2f\n",
                pct(50), pct(75), pct(90), pct(99), latencies_ms.size(), elapsed,
                static_cast<double>(latencies_ms.size()) / elapsed);
  return std::string(out);
}

}  // namespace emu::app
