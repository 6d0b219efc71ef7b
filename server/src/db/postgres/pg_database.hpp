// The PostgreSQL back end: a pool of libpq connections to one server.
#pragma once

#include <memory>
#include <string_view>

#include "db/database.hpp"

namespace emu::db::postgres {

// url: postgres://user:pw@host:port/db or postgres://user@/db?host=/socket/dir&port=5433.
Result<std::unique_ptr<Database>> open_postgres(std::string_view url, const PoolOptions& options);

}  // namespace emu::db::postgres
