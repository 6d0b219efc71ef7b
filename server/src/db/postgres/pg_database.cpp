#include "db/postgres/pg_database.hpp"

#include "db/pool.hpp"
#include "db/postgres/pg_connection.hpp"

namespace emu::db::postgres {

Result<std::unique_ptr<Database>> open_postgres(std::string_view url, const PoolOptions& options) {
  auto db = std::make_unique<PooledDatabase>(
      Dialect::postgres, options.max_connections, options.acquire_timeout,
      [conninfo = std::string(url)]() -> Result<std::unique_ptr<Connection>> {
        auto conn = PgConnection::connect(conninfo);
        if (!conn) return std::unexpected(conn.error());
        return std::unique_ptr<Connection>(std::move(*conn));
      },
      [](Connection& conn) { static_cast<PgConnection&>(conn).reset(); });
  // Connect once now so a wrong URL or a down server fails at start-up.
  {
    auto first = db->acquire();
    if (!first) return std::unexpected(first.error());
  }
  return std::unique_ptr<Database>(std::move(db));
}

}  // namespace emu::db::postgres
