#include "db/pool.hpp"

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
  const bool got =
      available_.wait_until(lock, deadline, [&] { return !idle_.empty() || size_ < capacity_; });
  --waiting_;
  if (!got) {
    return std::unexpected(DbError{"57014", "timed out waiting for a database connection", ""});
  }
  if (!idle_.empty()) {
    auto conn = std::move(idle_.back());
    idle_.pop_back();
    ++in_use_;
    return conn;
  }
  // Reserve the slot, then open outside the lock: connecting can take a while and must not
  // block callers who only return connections.
  ++size_;
  ++in_use_;
  lock.unlock();
  auto conn = factory_();
  if (!conn) {
    lock.lock();
    --size_;
    --in_use_;
    available_.notify_one();
  }
  return conn;
}

void ConnectionPool::release(std::unique_ptr<Connection> conn) {
  if (conn && conn->healthy() && reset_) reset_(*conn);
  std::unique_ptr<Connection> broken;
  {
    std::lock_guard lock(mutex_);
    --in_use_;
    if (conn && conn->healthy()) {
      idle_.push_back(std::move(conn));
    } else {
      --size_;
      broken = std::move(conn);  // closed below, outside the lock
    }
  }
  available_.notify_one();
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
