// The SQLite back end: a pool of SqliteConnection handles on one file (WAL lets readers run
// beside the single writer). ":memory:" gives a private database with one connection, because
// every SQLite memory connection would otherwise see its own empty database.
#pragma once

#include <memory>
#include <string_view>

#include "db/database.hpp"

namespace emu::db::sqlite {

// path: a file path (its folder is created) or ":memory:".
Result<std::unique_ptr<Database>> open_sqlite(std::string_view path, const PoolOptions& options);

}  // namespace emu::db::sqlite
