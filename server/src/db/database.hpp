// The one database interface every other room uses. Handlers never include a driver header:
// they get a Database from app wiring and talk SQL through Connection::query with bound
// parameters only. Both drivers accept PostgreSQL-style placeholders ($1, $2, ...).
#pragma once

#include <boost/json/value.hpp>
#include <chrono>
#include <cstdint>
#include <expected>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace emu::db {

enum class Dialect { sqlite, postgres };

// A bound parameter. Strings are sent as text; the database converts them to the column's type
// (uuid, timestamptz, ...). bool goes to SQLite as 0/1 and to PostgreSQL as "true"/"false".
using Param = std::variant<std::nullptr_t, bool, std::int64_t, double, std::string>;

// A failure the caller may expect (constraint violations, lost connection, timeouts).
// sqlstate follows PostgreSQL's codes on both drivers, so callers branch on one vocabulary:
//   23505 unique_violation, 23503 foreign_key_violation, 23514 check_violation,
//   23502 not_null_violation, 40001 serialization/busy, 08006 connection failure,
//   57014 timeout waiting for a pooled connection, a statement timeout or an interrupted
//   statement, 55P03 a lock held by another connection for longer than the lock timeout,
//   57P01 the server is stopping (Database::interrupt), 42P01 unknown table, 42703 unknown
//   column, 42601 syntax error, XX000 anything else.
struct DbError {
  std::string sqlstate;
  std::string message;     // the driver's text: log it, never send it to a client
  std::string constraint;  // constraint name when the driver reports one
};

// Cells come back as JSON values already typed for the wire: BOOLEAN -> bool, integers ->
// int64, REAL/NUMERIC -> double, JSON/JSONB -> parsed JSON, TIMESTAMPTZ -> RFC 3339 string
// in UTC ending in 'Z', UUID/TEXT -> string, NULL -> null.
struct ResultSet {
  std::vector<std::string> columns;
  std::vector<std::vector<boost::json::value>> rows;
  std::int64_t affected_rows = 0;  // for INSERT/UPDATE/DELETE without RETURNING

  // Convenience: the rows as JSON objects keyed by column name.
  [[nodiscard]] boost::json::array to_objects() const;
};

template <class T>
using Result = std::expected<T, DbError>;

// Failures that say "not now" rather than "never": a lost race, a lock or statement timeout,
// a cancelled statement, a stopping server, a lost connection. Clients get 503 for them.
inline bool is_unavailable(std::string_view sqlstate) {
  return sqlstate == "40001" || sqlstate == "40P01" || sqlstate == "55P03" || sqlstate == "57014" ||
         sqlstate == "57P01" || sqlstate == "08006";
}

// How Connection::query_json writes one column's cells.
enum class JsonCell {
  natural,  // by the cell's type: text -> string, numbers -> number, NULL -> null; PostgreSQL
            // also bool -> true/false, json -> as is, timestamptz -> RFC 3339 (6 digits, 'Z')
  boolean,  // SQLite's stored booleans (1, 't', 'true') -> true, anything else -> false
  json,     // the cell holds JSON text, written as it is
};

// DbError::sqlstate of a query_json answer that outgrew its max_bytes (PostgreSQL's
// program_limit_exceeded class).
inline constexpr std::string_view kResponseTooLarge = "54000";

struct JsonColumn {
  std::string key;  // the object key, unescaped
  JsonCell cell = JsonCell::natural;
};

class Connection {
 public:
  virtual ~Connection() = default;
  [[nodiscard]] virtual Dialect dialect() const = 0;
  // One statement with $n placeholders; statements are prepared once per connection and cached.
  virtual Result<ResultSet> query(std::string_view sql, std::span<const Param> params = {}) = 0;
  // A SELECT whose rows are appended to `out` as JSON objects ({key: cell, ...} in column
  // order, comma-separated, no brackets), straight from the driver's buffers: the data API's
  // reads, where a value tree per cell cost more than the query. Returns the number of rows.
  // Rows are read as the database sends them; once `out` holds more than max_bytes the
  // statement is abandoned (PostgreSQL: cancelled) and the answer is kResponseTooLarge.
  virtual Result<std::int64_t> query_json(std::string_view sql, std::span<const Param> params,
                                          std::span<const JsonColumn> columns, std::string& out,
                                          std::size_t max_bytes) = 0;
  Result<std::int64_t> query_json(std::string_view sql, std::span<const Param> params,
                                  std::span<const JsonColumn> columns, std::string& out) {
    return query_json(sql, params, columns, out, std::numeric_limits<std::size_t>::max());
  }
  // Several statements, no parameters: migrations and transaction control only.
  virtual Result<void> execute_script(std::string_view sql) = 0;
  // True while the connection is usable (the pool drops broken ones).
  [[nodiscard]] virtual bool healthy() const = 0;
  // Inside a read transaction: statements that would write fail with 25006. PostgreSQL gets
  // that from BEGIN READ ONLY; SQLite's driver checks each statement.
  virtual void set_read_only(bool on) { (void)on; }
  // From any thread, while another may be using the connection (a stop that must keep its
  // deadline): the statement running or waiting for a lock now fails (57014), every later one
  // but ROLLBACK fails at once (57P01), so no transaction on it commits any more, and the
  // connection is never lent again (healthy() turns false). Calling it again repeats the
  // interruption, for a statement that started just as the first one was sent.
  virtual void interrupt() {}
};

// The answer of a connection that was interrupted: no statement runs, nothing commits.
inline DbError stopping_error() {
  return DbError{"57P01", "the server is stopping: the statement was not run", ""};
}

struct PoolStats {
  std::size_t size = 0;      // connections open
  std::size_t in_use = 0;    // connections lent out
  std::size_t waiting = 0;   // callers waiting for one
  std::size_t capacity = 0;  // maximum size
};

class Database;

// A connection borrowed from the pool; returned (or dropped when broken) on destruction.
class PooledConnection {
 public:
  PooledConnection(Database* owner, std::unique_ptr<Connection> conn);
  PooledConnection(PooledConnection&&) noexcept;
  PooledConnection& operator=(PooledConnection&&) noexcept;
  PooledConnection(const PooledConnection&) = delete;
  PooledConnection& operator=(const PooledConnection&) = delete;
  ~PooledConnection();

  Connection* operator->() const { return conn_.get(); }
  Connection& operator*() const { return *conn_; }

 private:
  Database* owner_ = nullptr;
  std::unique_ptr<Connection> conn_;
};

enum class TxMode { read, write };

// RAII transaction: BEGIN (SQLite: BEGIN IMMEDIATE for writes) on construction, ROLLBACK on
// destruction unless commit() succeeded.
class Transaction {
 public:
  static Result<Transaction> begin(Connection& conn, TxMode mode = TxMode::write);
  Transaction(Transaction&&) noexcept;
  Transaction& operator=(Transaction&&) = delete;
  Transaction(const Transaction&) = delete;
  ~Transaction();
  Result<void> commit();
  Connection& connection() const { return *conn_; }

 private:
  Transaction(Connection& conn, TxMode mode) : conn_(&conn), mode_(mode) {}
  Connection* conn_;
  TxMode mode_;
  bool done_ = false;
};

// How many write transactions this process has committed: a number that moves on every write
// through this instance, for caches that may not outlive one (booking/slots_cache.hpp).
std::uint64_t local_write_generation();

struct PoolOptions {
  std::size_t max_connections = 8;
  std::chrono::milliseconds acquire_timeout{5000};
  // How long one statement waits for a lock another connection holds (SQLite: a bounded busy
  // wait; PostgreSQL: lock_timeout), then 55P03, which is not retried.
  std::chrono::milliseconds busy_timeout{5000};
  // PostgreSQL statement_timeout (57014); 0: none. SQLite's statements only wait on locks.
  std::chrono::milliseconds statement_timeout{0};
  std::string sqlite_synchronous = "FULL";       // SQLite PRAGMA synchronous (checked)
};

class Database {
 public:
  virtual ~Database() = default;
  // url: "sqlite:path/to/file.db" (the folder is created), "sqlite::memory:" (tests),
  // or "postgres://user:pass@host:port/db?host=/socket/dir" / "postgresql://...".
  static Result<std::unique_ptr<Database>> open(std::string_view url, PoolOptions options = {});

  [[nodiscard]] virtual Dialect dialect() const = 0;
  // Blocks up to acquire_timeout; call it on the worker pool, never on an I/O thread.
  virtual Result<PooledConnection> acquire() = 0;
  [[nodiscard]] virtual PoolStats stats() const = 0;

  // A token for what the database holds, for caches of query results: two equal stamps mean
  // no transaction was committed in between, by this process or any other (a stamp may also
  // change without one). nullopt when the engine cannot tell, so nothing may be cached.
  // `conn` is a connection the caller holds outside any write transaction.
  virtual Result<std::optional<std::string>> change_stamp(Connection& conn) = 0;

  // From any thread, for a stop with a deadline: interrupts every lent connection (see
  // Connection::interrupt: what runs fails, nothing more commits) and makes acquire() answer
  // 57P01 at once, also to callers already waiting. For good; call it again to repeat the
  // interruption for statements that raced with it.
  virtual void interrupt() {}

 protected:
  friend class PooledConnection;
  virtual void release(std::unique_ptr<Connection> conn) = 0;
};

}  // namespace emu::db
