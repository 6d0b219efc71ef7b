// Driver-independent parts of the Database interface: result shaping, the borrowed-connection
// handle, RAII transactions and URL dispatch to a driver.
#include "db/database.hpp"

#include <atomic>
#include <boost/json.hpp>
#include <utility>

#include "db/postgres/pg_database.hpp"
#include "db/sqlite/sqlite_database.hpp"

namespace emu::db {

boost::json::array ResultSet::to_objects() const {
  boost::json::array out;
  out.reserve(rows.size());
  for (const auto& row : rows) {
    boost::json::object obj;
    obj.reserve(columns.size());
    for (std::size_t i = 0; i < columns.size() && i < row.size(); ++i) obj[columns[i]] = row[i];
    out.push_back(std::move(obj));
  }
  return out;
}

// ---- PooledConnection ----

PooledConnection::PooledConnection(Database* owner, std::unique_ptr<Connection> conn)
    : owner_(owner), conn_(std::move(conn)) {}

PooledConnection::PooledConnection(PooledConnection&& other) noexcept
    : owner_(std::exchange(other.owner_, nullptr)), conn_(std::move(other.conn_)) {}

PooledConnection& PooledConnection::operator=(PooledConnection&& other) noexcept {
  if (this != &other) {
    if (owner_ && conn_) owner_->release(std::move(conn_));
    owner_ = std::exchange(other.owner_, nullptr);
    conn_ = std::move(other.conn_);
  }
  return *this;
}

PooledConnection::~PooledConnection() {
  if (owner_ && conn_) owner_->release(std::move(conn_));
}

// ---- Transaction ----

namespace {

std::atomic<std::uint64_t> g_local_writes{0};
// SQLite takes the write lock up front (IMMEDIATE) so two writers queue on busy_timeout instead
// of deadlocking when both try to upgrade a read lock. Read transactions are made read-only on
// both engines so a write by mistake fails in tests on SQLite exactly as it would on PostgreSQL.
std::string_view begin_sql(Dialect dialect, TxMode mode) {
  if (dialect == Dialect::sqlite)
    return mode == TxMode::write ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED";
  return mode == TxMode::write ? "BEGIN" : "BEGIN READ ONLY";
}

void end_read_only(Connection& conn) { conn.set_read_only(false); }
}  // namespace

Result<Transaction> Transaction::begin(Connection& conn, TxMode mode) {
  if (auto r = conn.execute_script(begin_sql(conn.dialect(), mode)); !r) {
    (void)conn.execute_script("ROLLBACK");
    return std::unexpected(r.error());
  }
  if (mode == TxMode::read) conn.set_read_only(true);
  return Transaction(conn, mode);
}

Transaction::Transaction(Transaction&& other) noexcept
    : conn_(other.conn_), mode_(other.mode_), done_(std::exchange(other.done_, true)) {}

Transaction::~Transaction() {
  if (done_ || conn_ == nullptr) return;
  // Errors are ignored: a broken connection is marked unhealthy and dropped by the pool.
  (void)conn_->execute_script("ROLLBACK");
  end_read_only(*conn_);
}

Result<void> Transaction::commit() {
  if (done_) return std::unexpected(DbError{"25000", "transaction already finished", ""});
  auto r = conn_->execute_script("COMMIT");
  // On failure done_ stays false so the destructor rolls back: SQLite keeps the transaction
  // open after a failed COMMIT (e.g. SQLITE_BUSY).
  if (!r) return r;
  done_ = true;
  if (mode_ != TxMode::read) g_local_writes.fetch_add(1, std::memory_order_acq_rel);
  end_read_only(*conn_);
  return {};
}

std::uint64_t local_write_generation() { return g_local_writes.load(std::memory_order_acquire); }

// ---- Database::open ----

Result<std::unique_ptr<Database>> Database::open(std::string_view url, PoolOptions options) {
  if (url.starts_with("sqlite:")) {
    std::string_view path = url.substr(7);
    if (path.starts_with("//")) path.remove_prefix(2);  // tolerate sqlite://path
    return sqlite::open_sqlite(path, options);
  }
  if (url.starts_with("postgres://") || url.starts_with("postgresql://")) {
    return postgres::open_postgres(url, options);
  }
  return std::unexpected(DbError{"XX000", "unsupported database URL scheme", ""});
}

}  // namespace emu::db
