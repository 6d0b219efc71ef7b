#include "db/sqlite/sqlite_database.hpp"

#include <sqlite3.h>

#include <filesystem>
#include <system_error>

#include "db/pool.hpp"
#include "db/sqlite/sqlite_connection.hpp"
#include "db/sqlite/sqlite_watch.hpp"

namespace emu::db::sqlite {
namespace {

// Process-wide settings, before SQLite initialises: each connection is used by one thread at a
// time (the pool lends it out), so the library needs no per-connection mutexes, and without
// memory statistics every allocation stops taking one global mutex that all worker threads
// would otherwise queue on.
void configure_sqlite_once() {
  static const bool done = [] {
    sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
    return sqlite3_initialize() == SQLITE_OK;
  }();
  (void)done;
}

}  // namespace

Result<std::unique_ptr<Database>> open_sqlite(std::string_view path, const PoolOptions& options) {
  configure_sqlite_once();
  if (path.empty()) return std::unexpected(DbError{"08006", "empty SQLite path", ""});
  const bool memory = path == ":memory:";
  if (!memory) {
    const auto parent = std::filesystem::path(path).parent_path();
    std::error_code ec;
    if (!parent.empty()) std::filesystem::create_directories(parent, ec);
    if (ec) {
      return std::unexpected(
          DbError{"08006", "cannot create " + parent.string() + ": " + ec.message(), ""});
    }
  }
  // A file database's stamp comes from a connection of its own that only watches; an
  // in-memory database has no other connection to watch it with.
  PooledDatabase::Stamp stamp;
  if (!memory) {
    auto watch = SqliteWatch::open(std::string(path), options.busy_timeout);
    if (!watch) return std::unexpected(watch.error());
    stamp = [w = std::shared_ptr<SqliteWatch>(std::move(*watch))](
                Connection&) -> Result<std::optional<std::string>> { return w->stamp(); };
  }
  auto db = std::make_unique<PooledDatabase>(
      Dialect::sqlite, memory ? 1 : options.max_connections, options.acquire_timeout,
      [filename = std::string(path), busy = options.busy_timeout,
       synchronous = options.sqlite_synchronous]() -> Result<std::unique_ptr<Connection>> {
        auto conn = SqliteConnection::open(filename, busy, synchronous);
        if (!conn) return std::unexpected(conn.error());
        return std::unique_ptr<Connection>(std::move(*conn));
      },
      [](Connection& conn) { static_cast<SqliteConnection&>(conn).reset(); }, std::move(stamp));
  // Open one connection now so a bad path fails at start-up, not on the first request; for
  // ":memory:" this connection *is* the database and stays in the pool for its lifetime.
  {
    auto first = db->acquire();
    if (!first) return std::unexpected(first.error());
  }
  return std::unique_ptr<Database>(std::move(db));
}

}  // namespace emu::db::sqlite
