#include "booking/slots_cache.hpp"

namespace emu::booking {

SlotsCache& SlotsCache::instance() {
  static SlotsCache cache;
  return cache;
}

SlotsCache::Answer SlotsCache::find_fresh(const std::string& key, std::uint64_t generation) {
  const auto now = Clock::now();
  std::lock_guard lock(mutex_);
  auto it = entries_.find(key);
  if (it == entries_.end() || it->second.generation != generation ||
      now - it->second.confirmed >= kRecheckAfter) {
    return nullptr;
  }
  return it->second.answer;
}

SlotsCache::Answer SlotsCache::find_stamped(const std::string& key, const std::string& stamp,
                                            std::uint64_t generation) {
  const auto now = Clock::now();
  std::lock_guard lock(mutex_);
  auto it = entries_.find(key);
  if (it == entries_.end() || it->second.stamp != stamp) return nullptr;
  // Unchanged since it was computed, whatever this process wrote meanwhile (nothing, then).
  it->second.generation = generation;
  it->second.confirmed = now;
  return it->second.answer;
}

void SlotsCache::store(const std::string& key, std::string stamp, std::uint64_t generation,
                       boost::json::value answer) {
  auto shared = std::make_shared<const boost::json::value>(std::move(answer));
  const auto now = Clock::now();
  std::lock_guard lock(mutex_);
  if (entries_.size() >= kMaxEntries) entries_.clear();
  entries_[key] = Entry{std::move(stamp), generation, now, std::move(shared)};
}

}  // namespace emu::booking
