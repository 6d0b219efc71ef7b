#include "rest/read_cache.hpp"

#include <cstring>
#include <functional>
#include <variant>

namespace emu::rest {

std::string ReadCache::key_of(const ReadSql& sql) {
  std::string key = sql.rows.sql;
  // Values are length-prefixed and tagged by type, so no two bindings spell the same key.
  for (const auto& p : sql.rows.params) {
    key.push_back('\0');
    std::visit(
        [&](const auto& v) {
          using T = std::decay_t<decltype(v)>;
          if constexpr (std::is_same_v<T, std::nullptr_t>) {
            key += 'n';
          } else if constexpr (std::is_same_v<T, bool>) {
            key += v ? "bt" : "bf";
          } else if constexpr (std::is_same_v<T, std::int64_t>) {
            key += 'i' + std::to_string(v);
          } else if constexpr (std::is_same_v<T, double>) {
            char bytes[sizeof v];
            std::memcpy(bytes, &v, sizeof v);
            key += 'd';
            key.append(bytes, sizeof bytes);
          } else {
            key += 's' + std::to_string(v.size()) + ':';
            key += v;
          }
        },
        p);
  }
  for (const auto& c : sql.columns) {
    key.push_back('\0');
    key += std::to_string(static_cast<int>(c.cell)) + std::to_string(c.key.size()) + ':';
    key += c.key;
  }
  return key;
}

bool ReadCache::admit(const std::string& key) {
  const std::uint64_t h = std::hash<std::string>{}(key) | 1;  // 0 marks an empty slot
  auto& slot = asked_[h % asked_.size()];
  if (slot.load(std::memory_order_relaxed) == h) return true;
  slot.store(h, std::memory_order_relaxed);
  first_asks_.fetch_add(1, std::memory_order_relaxed);
  return false;
}

ReadCache::Counts ReadCache::counts() const {
  auto c = answers_.counts();
  c.misses += first_asks_.load(std::memory_order_relaxed);
  return c;
}

}  // namespace emu::rest
