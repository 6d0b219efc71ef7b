#include "app/bench_loop.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace emu::app {

std::expected<std::string, std::string> bench_loop(
    double seconds, const std::function<std::expected<void, std::string>()>& once,
    const std::function<std::string()>& title) {
  using Clock = std::chrono::steady_clock;
  std::vector<double> latencies_ms;
  const auto start = Clock::now();
  const auto end = start + std::chrono::duration<double>(seconds);
  while (Clock::now() < end) {
    const auto t0 = Clock::now();
    if (auto r = once(); !r) return std::unexpected(r.error());
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
                "  Latency Distribution\n     50%%   %.3fms\n     75%%   %.3fms\n"
                "     90%%   %.3fms\n     99%%   %.3fms\n"
                "  %zu requests in %.2fs\nRequests/sec: %.2f\n",
                pct(50), pct(75), pct(90), pct(99), latencies_ms.size(), elapsed,
                static_cast<double>(latencies_ms.size()) / elapsed);
  return title() + "\n" + out;
}

}  // namespace emu::app
