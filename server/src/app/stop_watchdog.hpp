// The stop's promise, kept by a thread of its own whatever else blocks: at `cut` it interrupts
// the database (what still runs fails and rolls back, nothing more commits: see
// Database::interrupt), repeating that every 50 ms for statements that started just as it was
// sent; and if the process is still here at `give_up`, it ends it with exit code 1 rather than
// let the stop overrun EMU_DRAIN_MS. Destroying it (the stop finished) ends the thread.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "db/database.hpp"

namespace emu::app {

class StopWatchdog {
 public:
  using Clock = std::chrono::steady_clock;
  StopWatchdog(db::Database& db, Clock::time_point cut, Clock::time_point give_up);
  StopWatchdog(const StopWatchdog&) = delete;
  StopWatchdog& operator=(const StopWatchdog&) = delete;
  ~StopWatchdog();

 private:
  void watch(Clock::time_point cut, Clock::time_point give_up);

  db::Database& db_;
  std::mutex mutex_;
  std::condition_variable finished_;
  bool done_ = false;
  std::thread thread_;  // last: started once the members above exist
};

}  // namespace emu::app
