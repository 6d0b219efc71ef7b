#include "app/stop_watchdog.hpp"

#include <spdlog/spdlog.h>

#include <cstdlib>

namespace emu::app {

StopWatchdog::StopWatchdog(db::Database& db, Clock::time_point cut, Clock::time_point give_up)
    : db_(db), thread_([this, cut, give_up] { watch(cut, give_up); }) {}

StopWatchdog::~StopWatchdog() {
  {
    std::lock_guard lock(mutex_);
    done_ = true;
  }
  finished_.notify_all();
  thread_.join();
}

void StopWatchdog::watch(Clock::time_point cut, Clock::time_point give_up) {
  std::unique_lock lock(mutex_);
  if (finished_.wait_until(lock, cut, [&] { return done_; })) return;
  spdlog::warn(
      "stop: work still running at the drain deadline: interrupting the database "
      "(unfinished transactions roll back)");
  while (!done_ && Clock::now() < give_up) {
    db_.interrupt();
    finished_.wait_until(lock, std::min(give_up, Clock::now() + std::chrono::milliseconds(50)),
                         [&] { return done_; });
  }
  if (done_) return;
  spdlog::error("stop: still not finished at the end of EMU_DRAIN_MS: exiting now");
  spdlog::default_logger()->flush();
  std::_Exit(1);
}

}  // namespace emu::app
