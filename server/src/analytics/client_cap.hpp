// At most `limit` counted events of one subject from one client per fixed window, held in this
// process's memory (issue 27: a script repeating a search must not inflate a shop's search
// impressions, as shop-view's per-IP cap already keeps it from inflating views). Memory is
// bounded: the table is emptied when the window turns, and beyond max_keys a new (client,
// subject) pair is not counted at all until then. With several instances behind a balancer
// each keeps its own table, so one client counts at most limit x instances events a window.
#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace emu::analytics {

class ClientCap {
 public:
  using Clock = std::chrono::steady_clock;
  // limit 0: no cap (every event counts).
  ClientCap(std::size_t limit, std::chrono::seconds window, std::size_t max_keys = 200'000);

  // Keeps in `subjects` those still within the cap for `client` and counts them; the others
  // are removed. One lock for the whole list (a search answer's shops).
  void keep_within(std::string_view client, std::vector<std::string>& subjects,
                   Clock::time_point now = Clock::now());
  [[nodiscard]] std::size_t keys() const;

 private:
  const std::size_t limit_;
  const Clock::duration window_;
  const std::size_t max_keys_;
  mutable std::mutex mutex_;
  Clock::time_point window_start_{};
  std::unordered_map<std::string, std::size_t> counts_;
};

}  // namespace emu::analytics
