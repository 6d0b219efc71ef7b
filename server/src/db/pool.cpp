#include "db/pool.hpp"

#include <algorithm>
#include <utility>

namespace emu::db {

ConnectionPool::ConnectionPool(std::size_t capacity, std::chrono::milliseconds acquire_timeout,
                               Factory factory, Reset reset)
    : capacity_(capacity == 0 ? 1 : capacity),
      acquire_timeout_(acquire_timeout),
      factory_(std::move(factory)),
      reset_(std::move(reset)) {}

Result<std::unique_ptr<Connection>> ConnectionPool::acquire() {
  std::unique_lock lock(mutex_);
  const auto deadline = std::chrono::steady_clock::now() + acquire_timeout_;
  ++waiting_;
  const bool got = available_.wait_until(
      lock, deadline, [&] { return interrupted_ || !idle_.empty() || size_ < capacity_; });
  --waiting_;
  if (interrupted_) return std::unexpected(stopping_error());
  if (!got) {
    return std::unexpected(DbError{"57014", "timed out waiting for a database connection", ""});
  }
  if (!idle_.empty()) {
    auto conn = std::move(idle_.back());
    idle_.pop_back();
    ++in_use_;
    lent_.push_back(conn.get());
    return conn;
  }
  // Reserve the slot, then open outside the lock: connecting can take a while and must not
  // block callers who only return connections.
  ++size_;
  ++in_use_;
  lock.unlock();
  auto conn = factory_();
  lock.lock();
  if (conn && !interrupted_) {
    lent_.push_back(conn->get());
    return conn;
  }
  --size_;
  --in_use_;
  available_.notify_one();
  if (!conn) return conn;
  // Opened while the pool was interrupted: never lent, closed outside the lock.
  const std::unique_ptr<Connection> late = std::move(*conn);
  lock.unlock();
  return std::unexpected(stopping_error());
}

void ConnectionPool::release(std::unique_ptr<Connection> conn) {
  if (conn && conn->healthy() && reset_) reset_(*conn);
  std::unique_ptr<Connection> broken;
  {
    std::lock_guard lock(mutex_);
    --in_use_;
    std::erase(lent_, conn.get());
    if (conn && conn->healthy() && !interrupted_) {
      idle_.push_back(std::move(conn));
    } else {
      --size_;
      broken = std::move(conn);  // closed below, outside the lock
    }
  }
  available_.notify_one();
}

void ConnectionPool::interrupt() {
  {
    std::lock_guard lock(mutex_);
    interrupted_ = true;
    for (Connection* conn : lent_) conn->interrupt();
  }
  available_.notify_all();
}

PoolStats ConnectionPool::stats() const {
  std::lock_guard lock(mutex_);
  return PoolStats{size_, in_use_, waiting_, capacity_};
}

Result<PooledConnection> PooledDatabase::acquire() {
  auto conn = pool_.acquire();
  if (!conn) return std::unexpected(conn.error());
  return PooledConnection(this, std::move(*conn));
}

}  // namespace emu::db
