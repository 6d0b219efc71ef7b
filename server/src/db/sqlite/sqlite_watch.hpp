// Tells whether a SQLite file changed, for Database::change_stamp: a connection of its own
// that never writes, asked for PRAGMA data_version. SQLite changes that number whenever any
// other connection (this process's pool or another process) commits, so it covers the CLI
// commands and a second server as well as this one.
#pragma once

#include <sqlite3.h>

#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace emu::db::sqlite {

class SqliteWatch {
 public:
  static Result<std::unique_ptr<SqliteWatch>> open(const std::string& filename,
                                                   std::chrono::milliseconds busy_timeout);
  ~SqliteWatch();
  SqliteWatch(const SqliteWatch&) = delete;
  SqliteWatch& operator=(const SqliteWatch&) = delete;

  // The data_version as text; worker threads share the one connection, one at a time.
  Result<std::optional<std::string>> stamp();

 private:
  SqliteWatch(sqlite3* db, sqlite3_stmt* stmt) : db_(db), stmt_(stmt) {}
  std::mutex mutex_;
  sqlite3* db_;
  sqlite3_stmt* stmt_;
};

}  // namespace emu::db::sqlite
