#include "analytics/client_cap.hpp"

namespace emu::analytics {

ClientCap::ClientCap(std::size_t limit, std::chrono::seconds window, std::size_t max_keys)
    : limit_(limit), window_(window), max_keys_(max_keys) {}

void ClientCap::keep_within(std::string_view client, std::vector<std::string>& subjects,
                            Clock::time_point now) {
  if (limit_ == 0 || subjects.empty()) return;
  std::string key(client);
  key.push_back('\n');
  const auto prefix = key.size();
  std::lock_guard lock(mutex_);
  if (now - window_start_ >= window_ || now < window_start_) {
    counts_.clear();
    window_start_ = now;
  }
  std::erase_if(subjects, [&](const std::string& subject) {
    key.resize(prefix);
    key.append(subject);
    auto it = counts_.find(key);
    if (it == counts_.end()) {
      if (counts_.size() >= max_keys_) return true;
      it = counts_.emplace(key, 0).first;
    }
    if (it->second >= limit_) return true;
    ++it->second;
    return false;
  });
}

std::size_t ClientCap::keys() const {
  std::lock_guard lock(mutex_);
  return counts_.size();
}

}  // namespace emu::analytics
