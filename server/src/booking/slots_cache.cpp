#include "booking/slots_cache.hpp"

namespace emu::booking {

SlotsCache& SlotsCache::instance() {
  static SlotsCache cache;
  return cache;
}

std::shared_ptr<const boost::json::value> SlotsCache::find(const std::string& key,
                                                           const std::string& stamp) {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(key);
  if (it == entries_.end() || it->second.stamp != stamp) return nullptr;
  return it->second.answer;
}

void SlotsCache::store(const std::string& key, std::string stamp, boost::json::value answer) {
  auto shared = std::make_shared<const boost::json::value>(std::move(answer));
  std::lock_guard lock(mutex_);
  if (entries_.size() >= kMaxEntries) entries_.clear();
  entries_[key] = Entry{std::move(stamp), std::move(shared)};
}

}  // namespace emu::booking
