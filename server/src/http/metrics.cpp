#include "http/metrics.hpp"

#include <fmt/format.h>

#include <cstdint>
#include <initializer_list>

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

struct Sample {
  std::string_view labels;  // `state="idle"`; empty: none
  std::uint64_t value;
};

// One gauge or counter family: its HELP and TYPE lines, then a line per sample.
void family(std::string& out, std::string_view name, std::string_view type, std::string_view help,
            std::initializer_list<Sample> samples) {
  out += fmt::format("# HELP {} {}\n# TYPE {} {}\n", name, help, name, type);
  for (const auto& s : samples) {
    if (s.labels.empty()) {
      out += fmt::format("{} {}\n", name, s.value);
    } else {
      out += fmt::format("{}{{{}}} {}\n", name, s.labels, s.value);
    }
  }
}

// What an answer cache reports, under `prefix`: its lookups (hit or miss), entries and bytes.
struct CacheHelp {
  std::string_view lookups, entries, bytes;
};

void cache_families(std::string& out, std::string_view prefix, const ReadCacheGauges& cache,
                    const CacheHelp& help) {
  const auto name = [&](std::string_view suffix) { return fmt::format("{}_{}", prefix, suffix); };
  family(out, name("lookups_total"), "counter", help.lookups,
         {{"result=\"hit\"", cache.hits}, {"result=\"miss\"", cache.misses}});
  family(out, name("entries"), "gauge", help.entries, {{"", cache.entries}});
  family(out, name("bytes"), "gauge", help.bytes, {{"", cache.bytes}});
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
  family(out, "emu_db_pool_connections", "gauge", "Database connections by state.",
         {{"state=\"in_use\"", pool.in_use}, {"state=\"idle\"", pool.idle}});
  family(out, "emu_db_pool_capacity", "gauge", "Largest number of database connections.",
         {{"", pool.capacity}});
  family(out, "emu_db_pool_waiting", "gauge", "Callers waiting for a database connection.",
         {{"", pool.waiting}});
  cache_families(out, "emu_rest_read_cache", cache,
                 {"Data API reads, answered from the read cache (hit) or not (miss).",
                  "Answers held in the read cache.", "Bytes held in the read cache."});
  cache_families(out, "emu_slots_cache", slots,
                 {"available-slots answers looked up, served from the cache (hit) or not (miss).",
                  "available-slots answers held.", "Bytes held by the available-slots answers."});
  return out;
}

}  // namespace emu::http
