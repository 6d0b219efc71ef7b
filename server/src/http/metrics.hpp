// Prometheus text metrics: request counts by method, route pattern and status, a latency
// histogram per route, and database pool use. Routes are labelled by pattern (unknown paths
// as "unmatched") so label sets stay bounded.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <tuple>

namespace emu::http {

struct PoolGauges {
  std::size_t in_use = 0, idle = 0, capacity = 0, waiting = 0;
};

// An answer cache: the data API's reads (rest::ReadCache) or available-slots
// (booking::SlotsCache).
struct ReadCacheGauges {
  std::uint64_t hits = 0, misses = 0;
  std::size_t entries = 0, bytes = 0;
};

class Metrics {
 public:
  static constexpr std::array<double, 14> kBuckets{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
                                                   0.1,    0.25,  0.5,    1,     2.5,  5,     10};

  void record(std::string_view method, std::string_view route, unsigned status, double seconds);
  [[nodiscard]] std::string render(const PoolGauges& pool, const ReadCacheGauges& cache,
                                   const ReadCacheGauges& slots = {}) const;

 private:
  struct Histogram {
    std::array<std::uint64_t, kBuckets.size()> buckets{};
    std::uint64_t count = 0;
    double sum = 0;
  };
  mutable std::mutex mutex_;
  std::map<std::tuple<std::string, std::string, unsigned>, std::uint64_t, std::less<>> counts_;
  std::map<std::string, Histogram, std::less<>> latency_;
};

}  // namespace emu::http
