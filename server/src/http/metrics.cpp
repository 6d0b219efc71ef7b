#include "http/metrics.hpp"

#include <fmt/format.h>

namespace emu::http {
namespace {

// Label values are route patterns and method names we chose, but escape anyway.
std::string escape_label(std::string_view value) {
  std::string out;
  for (char c : value) {
    if (c == '\\' || c == '"') out.push_back('\\');
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out.push_back(c);
  }
  return out;
}

}  // namespace

void Metrics::record(std::string_view method, std::string_view route, unsigned status,
                     double seconds) {
  std::lock_guard lock(mutex_);
  auto key = std::make_tuple(std::string(method), std::string(route), status);
  ++counts_[key];
  auto it = latency_.find(route);
  if (it == latency_.end()) it = latency_.emplace(std::string(route), Histogram{}).first;
  auto& h = it->second;
  for (std::size_t i = 0; i < kBuckets.size(); ++i) {
    if (seconds <= kBuckets[i]) ++h.buckets[i];
  }
  ++h.count;
  h.sum += seconds;
}

std::string Metrics::render(const PoolGauges& pool, const ReadCacheGauges& cache,
                            const ReadCacheGauges& slots) const {
  std::string out;
  out += "# HELP emu_http_requests_total HTTP requests answered.\n";
  out += "# TYPE emu_http_requests_total counter\n";
  std::lock_guard lock(mutex_);
  for (const auto& [key, count] : counts_) {
    const auto& [method, route, status] = key;
    out += fmt::format("emu_http_requests_total{{method=\"{}\",route=\"{}\",status=\"{}\"}} {}\n",
                       escape_label(method), escape_label(route), status, count);
  }
  out += "# HELP emu_http_request_duration_seconds Time from request read to response ready.\n";
  out += "# TYPE emu_http_request_duration_seconds histogram\n";
  for (const auto& [route, h] : latency_) {
    auto label = escape_label(route);
    for (std::size_t i = 0; i < kBuckets.size(); ++i) {
      out += fmt::format("emu_http_request_duration_seconds_bucket{{route=\"{}\",le=\"{}\"}} {}\n",
                         label, kBuckets[i], h.buckets[i]);
    }
    out += fmt::format("emu_http_request_duration_seconds_bucket{{route=\"{}\",le=\"+Inf\"}} {}\n",
                       label, h.count);
    out += fmt::format("emu_http_request_duration_seconds_sum{{route=\"{}\"}} {}\n", label, h.sum);
    out +=
        fmt::format("emu_http_request_duration_seconds_count{{route=\"{}\"}} {}\n", label, h.count);
  }
  auto family = [&out](std::string_view name, std::string_view type, std::string_view help) {
    out += fmt::format("# HELP {} {}\n# TYPE {} {}\n", name, help, name, type);
  };
  family("emu_db_pool_connections", "gauge", "Database connections by state.");
  out += fmt::format("emu_db_pool_connections{{state=\"in_use\"}} {}\n", pool.in_use);
  out += fmt::format("emu_db_pool_connections{{state=\"idle\"}} {}\n", pool.idle);
  family("emu_db_pool_capacity", "gauge", "Largest number of database connections.");
  out += fmt::format("emu_db_pool_capacity {}\n", pool.capacity);
  family("emu_db_pool_waiting", "gauge", "Callers waiting for a database connection.");
  out += fmt::format("emu_db_pool_waiting {}\n", pool.waiting);
  family("emu_rest_read_cache_lookups_total", "counter",
         "Data API reads, answered from the read cache (hit) or not (miss).");
  out += fmt::format("emu_rest_read_cache_lookups_total{{result=\"hit\"}} {}\n", cache.hits);
  out += fmt::format("emu_rest_read_cache_lookups_total{{result=\"miss\"}} {}\n", cache.misses);
  family("emu_rest_read_cache_entries", "gauge", "Answers held in the read cache.");
  out += fmt::format("emu_rest_read_cache_entries {}\n", cache.entries);
  family("emu_rest_read_cache_bytes", "gauge", "Bytes held in the read cache.");
  out += fmt::format("emu_rest_read_cache_bytes {}\n", cache.bytes);
  family("emu_slots_cache_lookups_total", "counter",
         "available-slots answers looked up, served from the cache (hit) or not (miss).");
  out += fmt::format("emu_slots_cache_lookups_total{{result=\"hit\"}} {}\n", slots.hits);
  out += fmt::format("emu_slots_cache_lookups_total{{result=\"miss\"}} {}\n", slots.misses);
  family("emu_slots_cache_entries", "gauge", "available-slots answers held.");
  out += fmt::format("emu_slots_cache_entries {}\n", slots.entries);
  family("emu_slots_cache_bytes", "gauge", "Bytes held by the available-slots answers.");
  out += fmt::format("emu_slots_cache_bytes {}\n", slots.bytes);
  return out;
}

}  // namespace emu::http
