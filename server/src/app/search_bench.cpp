#include "app/search_bench.hpp"

#include <algorithm>
#include <boost/json/parse.hpp>
#include <chrono>
#include <cstdio>
#include <vector>

#include "search/shop_search.hpp"

namespace emu::app {

std::expected<std::string, std::string> search_bench(db::Database& db, const std::string& body,
                                                     double seconds) {
  boost::system::error_code ec;
  auto json = boost::json::parse(body, ec);
  if (ec || !json.is_object()) return std::unexpected("--body must be a JSON object");
  auto params = search::parse_params(json.as_object());
  if (!params) return std::unexpected(params.error().field + ": " + params.error().message);
  auto conn = db.acquire();
  if (!conn) return std::unexpected(conn.error().message);
  using Clock = std::chrono::steady_clock;
  std::vector<double> latencies_ms;
  const auto start = Clock::now();
  const auto end = start + std::chrono::duration<double>(seconds);
  std::int64_t total = -1;
  while (Clock::now() < end) {
    const auto t0 = Clock::now();
    auto r = search::search_shops(**conn, *params);
    if (!r) return std::unexpected(r.error().message);
    latencies_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    total = r->at("total").as_int64();
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
                "search-bench: one thread, prepared statements, %lld matching shops\n"
                "  Latency Distribution\n     50%%   %.3fms\n     75%%   %.3fms\n"
                "     90%%   %.3fms\n     99%%   %.3fms\n"
                "  %zu requests in %.2fs\nRequests/sec: %.2f\n",
                static_cast<long long>(total), pct(50), pct(75), pct(90), pct(99),
                latencies_ms.size(), elapsed, static_cast<double>(latencies_ms.size()) / elapsed);
  return std::string(out);
}

}  // namespace emu::app
