#include "booking/slots_cache.hpp"

#include <boost/json.hpp>

namespace emu::booking {
namespace {

// Per entry beyond its answer: the key twice (map and list), their nodes and the shared
// pointer's control block.
std::size_t entry_cost(const std::string& key, std::size_t answer_bytes) {
  return answer_bytes + key.size() * 2 + 160;
}

// A string's own heap: nothing while it fits in the value's small buffer.
std::size_t string_bytes(std::size_t size) { return size < 14 ? 0 : size + 1 + 16; }

}  // namespace

std::size_t SlotsCache::heap_bytes(const boost::json::value& v) {
  switch (v.kind()) {
    case boost::json::kind::string:
      return string_bytes(v.get_string().size());
    case boost::json::kind::array: {
      const auto& a = v.get_array();
      std::size_t n = 16 + a.capacity() * sizeof(boost::json::value);
      for (const auto& item : a) n += heap_bytes(item);
      return n;
    }
    case boost::json::kind::object: {
      const auto& o = v.get_object();
      // key/value pairs, plus the hash index objects keep once they grow
      std::size_t n = 32 + o.capacity() * (sizeof(boost::json::key_value_pair) + 4);
      for (const auto& [key, item] : o) n += string_bytes(key.size()) + heap_bytes(item);
      return n;
    }
    default:
      return 0;  // held inside the value itself
  }
}

bool SlotsCache::enter_locked(Epoch epoch) {
  if (epoch.minute < epoch_.minute || epoch.generation < epoch_.generation) return false;
  if (epoch.minute > epoch_.minute || epoch.generation > epoch_.generation) {
    // A new minute moves every notice cut-off; a local commit moved the database's stamp.
    clear_locked();
    epoch_ = epoch;
  }
  return true;
}

void SlotsCache::enter_stamp_locked(const std::string& stamp) {
  if (stamp == stamp_) return;
  // A commit somewhere: nothing held can be served again. (A request that read its stamp
  // just before the commit may still bring the older one; that only costs a recomputation.)
  clear_locked();
  stamp_ = stamp;
}

void SlotsCache::clear_locked() {
  entries_.clear();
  recent_.clear();
  bytes_ = 0;
}

void SlotsCache::evict_locked(std::unordered_map<std::string, Entry>::iterator it) {
  bytes_ -= it->second.bytes;
  recent_.erase(it->second.recent);
  entries_.erase(it);
}

SlotsCache::Answer SlotsCache::find_fresh(const std::string& key, Epoch epoch) {
  const auto now = Clock::now();
  std::lock_guard lock(mutex_);
  if (!enter_locked(epoch)) return nullptr;
  auto it = entries_.find(key);
  if (it == entries_.end() || now - it->second.confirmed >= kRecheckAfter) return nullptr;
  recent_.splice(recent_.begin(), recent_, it->second.recent);
  ++hits_;
  return it->second.answer;
}

SlotsCache::Answer SlotsCache::find_stamped(const std::string& key, Epoch epoch,
                                            const std::string& stamp) {
  const auto now = Clock::now();
  std::lock_guard lock(mutex_);
  if (!enter_locked(epoch)) {
    ++misses_;
    return nullptr;
  }
  enter_stamp_locked(stamp);
  auto it = entries_.find(key);
  if (it == entries_.end()) {
    ++misses_;
    return nullptr;
  }
  // Unchanged since it was computed: fresh for another kRecheckAfter.
  it->second.confirmed = now;
  recent_.splice(recent_.begin(), recent_, it->second.recent);
  ++hits_;
  return it->second.answer;
}

void SlotsCache::store(const std::string& key, Epoch epoch, const std::string& stamp,
                       boost::json::value answer) {
  if (max_bytes_ == 0) return;
  const std::size_t size = entry_cost(key, heap_bytes(answer));
  if (size > max_bytes_ / 8) return;  // one answer may not crowd out the rest
  auto shared = std::make_shared<const boost::json::value>(std::move(answer));
  const auto now = Clock::now();
  std::lock_guard lock(mutex_);
  // Computed before a newer minute, a local write or a commit another request has seen since
  // (find_stamped, called first with the same stamp, moved the cache to it).
  if (!enter_locked(epoch) || stamp != stamp_) return;
  if (auto it = entries_.find(key); it != entries_.end()) evict_locked(it);
  while (bytes_ + size > max_bytes_ && !recent_.empty())
    evict_locked(entries_.find(recent_.back()));
  recent_.push_front(key);
  bytes_ += size;
  entries_.emplace(key, Entry{std::move(shared), now, size, recent_.begin()});
}

SlotsCache::Counts SlotsCache::counts() const {
  std::lock_guard lock(mutex_);
  return Counts{hits_, misses_, entries_.size(), bytes_};
}

}  // namespace emu::booking
