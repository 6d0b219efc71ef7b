// One sqlite3 handle, used by one thread at a time (the pool guarantees it), so it is opened
// with SQLITE_OPEN_NOMUTEX. Prepared statements are cached per connection by SQL text.
#pragma once

#include <sqlite3.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <unordered_map>

#include "db/database.hpp"

namespace emu::db::sqlite {

class SqliteConnection final : public Connection {
 public:
  // filename is a path or ":memory:". Sets WAL (files only), foreign keys, busy timeout and
  // PRAGMA synchronous (NORMAL, FULL or EXTRA; FULL: WAL is synced at every commit, so a
  // commit survives an operating-system crash or power loss, not only a process crash).
  static Result<std::unique_ptr<SqliteConnection>> open(const std::string& filename,
                                                        std::chrono::milliseconds busy_timeout,
                                                        std::string_view synchronous = "FULL");
  ~SqliteConnection() override;
  SqliteConnection(const SqliteConnection&) = delete;
  SqliteConnection& operator=(const SqliteConnection&) = delete;

  [[nodiscard]] Dialect dialect() const override { return Dialect::sqlite; }
  Result<ResultSet> query(std::string_view sql, std::span<const Param> params = {}) override;
  using Connection::query_json;
  Result<std::int64_t> query_json(std::string_view sql, std::span<const Param> params,
                                  std::span<const JsonColumn> columns, std::string& out,
                                  std::size_t max_bytes) override;
  Result<void> execute_script(std::string_view sql) override;
  [[nodiscard]] bool healthy() const override {
    return db_ != nullptr && !broken_ && !interrupted_.load();
  }
  // Checked per statement (sqlite3_stmt_readonly) rather than with PRAGMA query_only: that
  // pragma takes effect when it is compiled and expires every prepared statement of the
  // connection each time it runs, so every request would compile its SQL again.
  void set_read_only(bool on) override { read_only_ = on; }
  // sqlite3_interrupt is the one call SQLite allows from another thread; the busy wait
  // looks at the flag between naps.
  void interrupt() override {
    interrupted_.store(true);
    sqlite3_interrupt(db_);
  }

  // Called by the pool when the connection comes back: ends any transaction left open.
  void reset();

 private:
  SqliteConnection(sqlite3* db, std::chrono::milliseconds busy_timeout)
      : db_(db), busy_timeout_(busy_timeout) {}
  // SQLite's busy handler: naps until the lock is free, busy_timeout_ has passed (then
  // 55P03, not retried: the whole wait is bounded) or the connection is interrupted.
  static int busy_wait(void* self, int count);
  Result<sqlite3_stmt*> prepare(std::string_view sql);
  Result<void> bind(sqlite3_stmt* stmt, std::span<const Param> params);
  // prepare(), refusing a writing statement inside a read transaction (25006).
  Result<sqlite3_stmt*> prepare_checked(std::string_view sql);
  DbError error(int rc);
  std::string unique_constraint_name(std::string_view message);

  sqlite3* db_;
  bool broken_ = false;
  bool read_only_ = false;
  std::atomic<bool> interrupted_{false};
  std::chrono::milliseconds busy_timeout_;
  std::chrono::steady_clock::time_point busy_since_;
  bool busy_gave_up_ = false;  // the last busy wait ran out of time
  std::unordered_map<std::string, sqlite3_stmt*> statements_;
};

}  // namespace emu::db::sqlite
