#include "rest/read_cache.hpp"

#include <cstring>
#include <functional>
#include <variant>

namespace emu::rest {
namespace {

// Per entry beyond its text: the key, the map and list nodes.
std::size_t cost(const std::string& key, const ReadCache::Answer& a) {
  return key.size() * 2 + a.json.size() + a.stamp.size() + 128;
}

}  // namespace

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

std::shared_ptr<const ReadCache::Answer> ReadCache::find(const std::string& key,
                                                         std::string_view stamp) {
  std::lock_guard lock(mutex_);
  if (stamp != stamp_) {
    // A commit since: nothing held can be served again. (A request that took its stamp just
    // before the commit may still bring the older one; that only costs re-reads.)
    slots_.clear();
    recent_.clear();
    bytes_ = 0;
    stamp_ = std::string(stamp);
  }
  auto it = slots_.find(key);
  if (it == slots_.end()) {
    ++misses_;
    return nullptr;
  }
  recent_.splice(recent_.begin(), recent_, it->second.recent);
  ++hits_;
  return it->second.answer;
}

void ReadCache::store(std::string key, std::shared_ptr<const Answer> answer) {
  const std::size_t size = cost(key, *answer);
  if (!enabled() || size > max_bytes_ / 8) return;  // one answer may not crowd out the rest
  std::lock_guard lock(mutex_);
  if (answer->stamp != stamp_) {
    if (!stamp_.empty()) return;  // read before a commit another request has seen since
    stamp_ = answer->stamp;       // the first answer ever (its find() had nothing to clear)
  }
  if (slots_.contains(key)) evict_locked(key);
  while (bytes_ + size > max_bytes_ && !recent_.empty()) {
    const std::string oldest = recent_.back();
    evict_locked(oldest);
  }
  recent_.push_front(key);
  bytes_ += size;
  slots_.emplace(std::move(key), Slot{std::move(answer), recent_.begin()});
}

void ReadCache::evict_locked(const std::string& key) {
  auto it = slots_.find(key);
  if (it == slots_.end()) return;
  bytes_ -= cost(it->first, *it->second.answer);
  recent_.erase(it->second.recent);
  slots_.erase(it);
}

ReadCache::Counts ReadCache::counts() const {
  std::lock_guard lock(mutex_);
  return Counts{hits_, misses_ + first_asks_.load(std::memory_order_relaxed), slots_.size(),
                bytes_};
}

}  // namespace emu::rest
