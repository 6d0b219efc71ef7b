#include "db/postgres/pg_database.hpp"

#include "db/pool.hpp"
#include "db/postgres/pg_connection.hpp"

namespace emu::db::postgres {

Result<std::unique_ptr<Database>> open_postgres(std::string_view url, const PoolOptions& options) {
  auto db = std::make_unique<PooledDatabase>(
      Dialect::postgres, options.max_connections, options.acquire_timeout,
      [conninfo = std::string(url), lock_timeout = options.busy_timeout,
       statement_timeout = options.statement_timeout]() -> Result<std::unique_ptr<Connection>> {
        auto conn = PgConnection::connect(conninfo, lock_timeout, statement_timeout);
        if (!conn) return std::unexpected(conn.error());
        return std::unique_ptr<Connection>(std::move(*conn));
      },
      [](Connection& conn) { static_cast<PgConnection&>(conn).reset(); },
      // A snapshot names every transaction it cannot see (xmin:xmax:in-progress ids): while it
      // stays the same, no transaction anywhere in the cluster has finished, so every table
      // reads the same. Any committed write moves xmax on.
      [](Connection& conn) -> Result<std::optional<std::string>> {
        auto rs = conn.query("SELECT pg_current_snapshot()::text");
        if (!rs) return std::unexpected(rs.error());
        if (rs->rows.empty() || !rs->rows[0][0].is_string()) return std::nullopt;
        return std::string(rs->rows[0][0].as_string());
      });
  // Connect once now so a wrong URL or a down server fails at start-up.
  {
    auto first = db->acquire();
    if (!first) return std::unexpected(first.error());
  }
  return std::unique_ptr<Database>(std::move(db));
}

}  // namespace emu::db::postgres
