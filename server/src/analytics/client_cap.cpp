#include "analytics/client_cap.hpp"

namespace emu::analytics {

ClientCap::ClientCap(std::size_t limit, std::chrono::seconds window, std::size_t max_keys)
    : limit_(limit), window_(window), max_keys_(max_keys) {}

bool ClientCap::take(std::string_view client, std::string_view subject, Clock::time_point now) {
  if (limit_ == 0) return true;
  std::string key;
  key.reserve(client.size() + 1 + subject.size());
  key.append(client).push_back('\n');
  key.append(subject);
  std::lock_guard lock(mutex_);
  if (now - window_start_ >= window_ || now < window_start_) {
    counts_.clear();
    window_start_ = now;
  }
  auto it = counts_.find(key);
  if (it == counts_.end()) {
    if (counts_.size() >= max_keys_) return false;
    it = counts_.emplace(std::move(key), 0).first;
  }
  if (it->second >= limit_) return false;
  ++it->second;
  return true;
}

std::size_t ClientCap::keys() const {
  std::lock_guard lock(mutex_);
  return counts_.size();
}

}  // namespace emu::analytics
