// Blocking work (database, password hashing, SMTP) runs here so the I/O threads never block.
// `co_await pool.run([&] { return blocking_call(); })` resumes on the caller's executor.
#pragma once

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <optional>
#include <type_traits>

namespace emu::http {

class WorkerPool {
 public:
  explicit WorkerPool(unsigned threads) : pool_(threads) {}
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;
  ~WorkerPool() { pool_.join(); }

  template <class F>
  auto run(F f) -> boost::asio::awaitable<std::invoke_result_t<F&>> {
    using R = std::invoke_result_t<F&>;
    if constexpr (std::is_void_v<R>) {
      co_await boost::asio::co_spawn(
          pool_.get_executor(), [&f]() -> boost::asio::awaitable<void> { f(); co_return; },
          boost::asio::use_awaitable);
    } else {
      // co_spawn needs a default-constructible result: carry it in an optional.
      auto result = co_await boost::asio::co_spawn(
          pool_.get_executor(),
          [&f]() -> boost::asio::awaitable<std::optional<R>> { co_return std::optional<R>(f()); },
          boost::asio::use_awaitable);
      co_return std::move(*result);
    }
  }

  // Work not yet started is dropped; what runs finishes (the stop interrupts the database
  // first, so that is quick). join() waits for it: before the I/O contexts are destroyed, as the
  // work refers to the coroutine frames that wait for it.
  void stop() { pool_.stop(); }
  void join() { pool_.join(); }

 private:
  boost::asio::thread_pool pool_;
};

}  // namespace emu::http
