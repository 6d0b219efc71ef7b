// A bounded connection pool both drivers share. It knows nothing about SQL: it lends out
// Connection objects made by a factory, waits (with a deadline) when all are lent, and forgets
// connections that come back unhealthy so the next caller gets a fresh one.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include "db/database.hpp"

namespace emu::db {

class ConnectionPool {
 public:
  using Factory = std::function<Result<std::unique_ptr<Connection>>()>;
  // Called on every connection that comes back, before it is reused (e.g. roll back a
  // transaction the borrower forgot to finish).
  using Reset = std::function<void(Connection&)>;

  ConnectionPool(std::size_t capacity, std::chrono::milliseconds acquire_timeout, Factory factory,
                 Reset reset = {});
  ConnectionPool(const ConnectionPool&) = delete;
  ConnectionPool& operator=(const ConnectionPool&) = delete;

  // An idle connection, a new one if below capacity, or 57014 after acquire_timeout.
  Result<std::unique_ptr<Connection>> acquire();
  void release(std::unique_ptr<Connection> conn);
  [[nodiscard]] PoolStats stats() const;
  // Database::interrupt: interrupts the lent connections, refuses acquire() from now on.
  void interrupt();

 private:
  const std::size_t capacity_;
  const std::chrono::milliseconds acquire_timeout_;
  Factory factory_;
  Reset reset_;

  mutable std::mutex mutex_;
  std::condition_variable available_;
  std::vector<std::unique_ptr<Connection>> idle_;
  // Lent connections, so interrupt() can reach them; a connection leaves this list (under
  // mutex_) before it can be destroyed, so interrupt() never touches a closed one.
  std::vector<Connection*> lent_;
  bool interrupted_ = false;
  std::size_t size_ = 0;  // idle + lent + being opened
  std::size_t in_use_ = 0;
  std::size_t waiting_ = 0;
};

// A Database that is nothing but a pool: both drivers use it and differ only in the factory
// (how to open a connection) and the reset hook (how to clean one up on return).
class PooledDatabase final : public Database {
 public:
  // How a driver tells Database::change_stamp; empty: it cannot (nullopt).
  using Stamp = std::function<Result<std::optional<std::string>>(Connection&)>;

  PooledDatabase(Dialect dialect, std::size_t capacity, std::chrono::milliseconds acquire_timeout,
                 ConnectionPool::Factory factory, ConnectionPool::Reset reset, Stamp stamp = {})
      : dialect_(dialect),
        pool_(capacity, acquire_timeout, std::move(factory), std::move(reset)),
        stamp_(std::move(stamp)) {}

  [[nodiscard]] Dialect dialect() const override { return dialect_; }
  Result<PooledConnection> acquire() override;
  [[nodiscard]] PoolStats stats() const override { return pool_.stats(); }
  void interrupt() override { pool_.interrupt(); }
  Result<std::optional<std::string>> change_stamp(Connection& conn) override {
    if (!stamp_) return std::nullopt;
    return stamp_(conn);
  }

 protected:
  void release(std::unique_ptr<Connection> conn) override { pool_.release(std::move(conn)); }

 private:
  Dialect dialect_;
  ConnectionPool pool_;
  Stamp stamp_;
};

}  // namespace emu::db
