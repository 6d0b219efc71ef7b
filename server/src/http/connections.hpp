// What the server's connections share with the stop, kept apart from HttpServer because a
// connection's coroutine can outlive the server object (its frame is destroyed with its
// io_context): each connection holds this by shared_ptr. It counts requests in flight, says
// whether the server is stopping and until when a request may still arrive, and lists the
// open connections so the stop can reach each one on its own I/O thread.
#pragma once

#include <atomic>
#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/post.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <utility>

namespace emu::http {

class Connections : public std::enable_shared_from_this<Connections> {
 public:
  using Clock = std::chrono::steady_clock;
  // What a connection does when the server stops; called on the connection's executor.
  using OnStop = std::function<void()>;

  // A connection's place in the list, for as long as it lives. Holding the OnStop only weakly
  // lets the connection end at any time: a stop posted for it then finds nothing to call.
  class Registration {
   public:
    Registration(std::shared_ptr<Connections> owner, std::uint64_t id)
        : owner_(std::move(owner)), id_(id) {}
    Registration(const Registration&) = delete;
    Registration& operator=(const Registration&) = delete;
    ~Registration() {
      std::lock_guard lock(owner_->mutex_);
      owner_->open_.erase(id_);
    }

   private:
    std::shared_ptr<Connections> owner_;
    std::uint64_t id_;
  };

  // A request from its first byte until its answer is written (the drain waits for these).
  class InFlight {
   public:
    explicit InFlight(std::shared_ptr<Connections> owner) : owner_(std::move(owner)) {
      ++owner_->in_flight_;
    }
    InFlight(const InFlight&) = delete;
    InFlight& operator=(const InFlight&) = delete;
    ~InFlight() { release(); }
    void release() {
      if (owner_) --std::exchange(owner_, nullptr)->in_flight_;
    }

   private:
    std::shared_ptr<Connections> owner_;
  };

  [[nodiscard]] Registration add(boost::asio::any_io_executor executor,
                                 const std::shared_ptr<OnStop>& on_stop) {
    std::lock_guard lock(mutex_);
    const auto id = next_id_++;
    open_.emplace(id, Entry{std::move(executor), on_stop});
    return Registration(shared_from_this(), id);
  }

  // Marks the server stopping (requests may arrive until read_until) and posts every open
  // connection's OnStop. A connection registered after this sees stopping() itself: the flag
  // is set before the list is read, both under the mutex add() takes.
  void stop(Clock::time_point read_until) {
    std::lock_guard lock(mutex_);
    read_until_.store(read_until.time_since_epoch().count());
    stopping_.store(true);
    for (const auto& [id, entry] : open_) {
      boost::asio::post(entry.executor, [weak = entry.on_stop] {
        if (auto on_stop = weak.lock()) (*on_stop)();
      });
    }
  }

  [[nodiscard]] bool stopping() const { return stopping_.load(); }
  [[nodiscard]] Clock::time_point read_until() const {
    return Clock::time_point(Clock::duration(read_until_.load()));
  }
  [[nodiscard]] std::size_t in_flight() const { return in_flight_.load(); }

 private:
  struct Entry {
    boost::asio::any_io_executor executor;
    std::weak_ptr<OnStop> on_stop;
  };
  std::mutex mutex_;
  std::unordered_map<std::uint64_t, Entry> open_;
  std::uint64_t next_id_ = 0;
  std::atomic<bool> stopping_{false};
  std::atomic<Clock::rep> read_until_{0};
  std::atomic<std::size_t> in_flight_{0};
};

}  // namespace emu::http
