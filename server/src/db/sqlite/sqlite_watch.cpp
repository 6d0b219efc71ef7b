#include "db/sqlite/sqlite_watch.hpp"

namespace emu::db::sqlite {

Result<std::unique_ptr<SqliteWatch>> SqliteWatch::open(const std::string& filename,
                                                       std::chrono::milliseconds busy_timeout) {
  sqlite3* db = nullptr;
  const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
  if (sqlite3_open_v2(filename.c_str(), &db, flags, nullptr) != SQLITE_OK) {
    DbError err{"08006", db ? sqlite3_errmsg(db) : "out of memory", ""};
    sqlite3_close_v2(db);
    return std::unexpected(err);
  }
  sqlite3_busy_timeout(db, static_cast<int>(busy_timeout.count()));
  sqlite3_stmt* stmt = nullptr;
  if (sqlite3_prepare_v3(db, "PRAGMA data_version", -1, SQLITE_PREPARE_PERSISTENT, &stmt,
                         nullptr) != SQLITE_OK) {
    DbError err{"08006", sqlite3_errmsg(db), ""};
    sqlite3_close_v2(db);
    return std::unexpected(err);
  }
  return std::unique_ptr<SqliteWatch>(new SqliteWatch(db, stmt));
}

SqliteWatch::~SqliteWatch() {
  sqlite3_finalize(stmt_);
  sqlite3_close_v2(db_);
}

Result<std::optional<std::string>> SqliteWatch::stamp() {
  std::lock_guard lock(mutex_);
  const int rc = sqlite3_step(stmt_);
  std::optional<std::string> out;
  if (rc == SQLITE_ROW) out = std::to_string(sqlite3_column_int64(stmt_, 0));
  // Reset at once: the statement's read transaction must not hold back WAL checkpoints.
  sqlite3_reset(stmt_);
  if (rc != SQLITE_ROW) return std::unexpected(DbError{"XX000", sqlite3_errmsg(db_), ""});
  return out;
}

}  // namespace emu::db::sqlite
