#include "db/sqlite/sqlite_connection.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <thread>
#include <utility>

#include "db/json_text.hpp"
#include "db/sqlite/schema_catalog.hpp"
#include "db/sqlite/sqlite_cells.hpp"
#include "db/sqlite/sqlite_errors.hpp"

namespace emu::db::sqlite {
namespace {

// Dynamic SQL (the REST layer builds it per request) would grow the cache without bound; past
// this many distinct statements the cache starts over.
constexpr std::size_t kMaxCachedStatements = 256;

bool only_blank(const char* tail) {
  for (; tail && *tail; ++tail) {
    if (!std::isspace(static_cast<unsigned char>(*tail)) && *tail != ';') return false;
  }
  return true;
}

// Resets the statement (and drops its bindings) however the read ends.
struct StatementUse {
  sqlite3_stmt* s;
  ~StatementUse() {
    sqlite3_reset(s);
    sqlite3_clear_bindings(s);
  }
};

}  // namespace

Result<std::unique_ptr<SqliteConnection>> SqliteConnection::open(
    const std::string& filename, std::chrono::milliseconds busy_timeout,
    std::string_view synchronous) {
  if (synchronous != "NORMAL" && synchronous != "FULL" && synchronous != "EXTRA") {
    return std::unexpected(DbError{"22023", "synchronous must be NORMAL, FULL or EXTRA", ""});
  }
  sqlite3* db = nullptr;
  const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
  const int rc = sqlite3_open_v2(filename.c_str(), &db, flags, nullptr);
  if (rc != SQLITE_OK) {
    DbError err{"08006", db ? sqlite3_errmsg(db) : sqlite3_errstr(rc), ""};
    sqlite3_close_v2(db);
    return std::unexpected(err);
  }
  std::unique_ptr<SqliteConnection> conn(new SqliteConnection(db, busy_timeout));
  sqlite3_extended_result_codes(db, 1);
  // The busy handler goes first: switching a fresh file to WAL needs a brief exclusive lock,
  // and several pool slots may open at the same moment.
  sqlite3_busy_handler(db, &SqliteConnection::busy_wait, conn.get());
  const bool memory = filename == ":memory:";
  // The mode is one of three words checked above, never caller text.
  std::string setup =
      "PRAGMA foreign_keys = ON; PRAGMA synchronous = " + std::string(synchronous) + ";";
  if (!memory) setup = "PRAGMA journal_mode = WAL; " + setup;
  if (auto r = conn->execute_script(setup); !r) return std::unexpected(r.error());
  return conn;
}

SqliteConnection::~SqliteConnection() {
  for (auto& [sql, stmt] : statements_) sqlite3_finalize(stmt);
  sqlite3_close_v2(db_);
}

int SqliteConnection::busy_wait(void* self, int count) {
  auto& c = *static_cast<SqliteConnection*>(self);
  const auto now = std::chrono::steady_clock::now();
  if (count == 0) {
    c.busy_since_ = now;
    c.busy_gave_up_ = false;
  }
  if (c.interrupted_.load()) return 0;
  const auto waited = now - c.busy_since_;
  if (waited >= c.busy_timeout_) {
    c.busy_gave_up_ = true;
    return 0;
  }
  // Short naps first (a commit usually frees the lock within a millisecond or two), then
  // 10 ms, so an interruption is seen within 10 ms.
  const std::chrono::milliseconds nap(count < 10 ? 1 : 10);
  std::this_thread::sleep_for(
      std::min<std::chrono::steady_clock::duration>(nap, c.busy_timeout_ - waited));
  return 1;
}

DbError SqliteConnection::error(int rc) {
  const int code = rc == SQLITE_OK ? sqlite3_extended_errcode(db_) : rc;
  std::string message = sqlite3_errmsg(db_);
  if (is_fatal(code)) broken_ = true;
  const bool gave_up = std::exchange(busy_gave_up_, false);
  const int primary = code & 0xff;
  if (interrupted_.load() &&
      (primary == SQLITE_BUSY || primary == SQLITE_LOCKED || primary == SQLITE_INTERRUPT)) {
    return DbError{"57014", "interrupted: the server is stopping (" + message + ")", ""};
  }
  if (gave_up && primary == SQLITE_BUSY) {
    return DbError{"55P03", "lock not available within the busy timeout (" + message + ")", ""};
  }
  DbError err{sqlstate_for(code, message), message, ""};
  if (code == SQLITE_CONSTRAINT_CHECK ||
      (code == SQLITE_CONSTRAINT_TRIGGER && message.starts_with(kTriggerCheckPrefix))) {
    // "CHECK constraint failed: <name>" names the constraint, as PostgreSQL would.
    if (auto pos = message.rfind(": "); pos != std::string::npos)
      err.constraint = message.substr(pos + 2);
  } else if (code == SQLITE_CONSTRAINT_UNIQUE || code == SQLITE_CONSTRAINT_PRIMARYKEY) {
    err.constraint = unique_constraint_name(message);
  }
  return err;
}

// SQLite says "UNIQUE constraint failed: t.a, t.b" (or "... failed: index 'name'"); the name
// PostgreSQL reports is recovered from the CREATE TABLE text or the unique index's name.
std::string SqliteConnection::unique_constraint_name(std::string_view message) {
  const auto colon = message.find(": ");
  if (colon == std::string_view::npos) return {};
  std::string_view rest = message.substr(colon + 2);
  if (rest.starts_with("index '")) {
    rest.remove_prefix(7);
    return std::string(rest.substr(0, rest.find('\'')));
  }
  std::string table;
  std::set<std::string> columns;
  while (!rest.empty()) {
    const auto comma = rest.find(", ");
    const auto item = rest.substr(0, comma);
    const auto dot = item.find('.');
    if (dot == std::string_view::npos) return {};
    table = std::string(item.substr(0, dot));
    columns.emplace(item.substr(dot + 1));
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 2);
  }
  auto same = [&](const std::vector<std::string>& cols) {
    return std::set<std::string>(cols.begin(), cols.end()) == columns;
  };
  // These reads use throwaway statements so the cache and the failed statement are untouched.
  auto rows = [&](const std::string& sql, auto&& each) {
    sqlite3_stmt* s = nullptr;
    if (sqlite3_prepare_v2(db_, sql.c_str(), -1, &s, nullptr) != SQLITE_OK) return;
    sqlite3_bind_text(s, 1, table.c_str(), -1, SQLITE_TRANSIENT);
    while (sqlite3_step(s) == SQLITE_ROW) each(s);
    sqlite3_finalize(s);
  };
  auto text = [](sqlite3_stmt* s, int i) {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(s, i));
    return std::string(p ? p : "");
  };
  std::string found;
  rows("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?1", [&](sqlite3_stmt* s) {
    for (const auto& c : parse_named_constraints(text(s, 0))) {
      if (found.empty() && c.kind != ConstraintKind::check &&
          c.kind != ConstraintKind::foreign_key && same(c.columns))
        found = c.name;
    }
  });
  if (!found.empty()) return found;
  rows(
      "SELECT il.name, group_concat(ii.name, ',') FROM pragma_index_list(?1) AS il, "
      "pragma_index_info(il.name) AS ii WHERE il.\"unique\" AND il.origin = 'c' GROUP BY il.name",
      [&](sqlite3_stmt* s) {
        std::vector<std::string> cols;
        std::string list = text(s, 1);
        for (std::size_t start = 0; start <= list.size();) {
          auto end = list.find(',', start);
          if (end == std::string::npos) end = list.size();
          cols.push_back(list.substr(start, end - start));
          start = end + 1;
        }
        if (found.empty() && same(cols)) found = text(s, 0);
      });
  return found;
}

Result<sqlite3_stmt*> SqliteConnection::prepare(std::string_view sql) {
  std::string key(sql);
  if (auto it = statements_.find(key); it != statements_.end()) return it->second;
  if (statements_.size() >= kMaxCachedStatements) {
    for (auto& [text, stmt] : statements_) sqlite3_finalize(stmt);
    statements_.clear();
  }
  sqlite3_stmt* stmt = nullptr;
  const char* tail = nullptr;
  const int rc = sqlite3_prepare_v3(db_, key.c_str(), static_cast<int>(key.size()),
                                    SQLITE_PREPARE_PERSISTENT, &stmt, &tail);
  if (rc != SQLITE_OK) return std::unexpected(error(rc));
  if (stmt == nullptr || !only_blank(tail)) {
    sqlite3_finalize(stmt);
    return std::unexpected(
        DbError{"42601", "query() takes exactly one statement; use execute_script()", ""});
  }
  statements_.emplace(std::move(key), stmt);
  return stmt;
}

Result<sqlite3_stmt*> SqliteConnection::prepare_checked(std::string_view sql) {
  if (interrupted_.load()) return std::unexpected(stopping_error());
  auto stmt = prepare(sql);
  if (stmt && read_only_ && !sqlite3_stmt_readonly(*stmt)) {
    return std::unexpected(DbError{"25006", "attempt to write in a read-only transaction", ""});
  }
  return stmt;
}

Result<void> SqliteConnection::bind(sqlite3_stmt* stmt, std::span<const Param> params) {
  // SQLite treats $1 as a named parameter and numbers parameters by first appearance, so each
  // value is bound by its name; the count must match exactly, as PostgreSQL demands.
  if (sqlite3_bind_parameter_count(stmt) != static_cast<int>(params.size())) {
    return std::unexpected(DbError{"08P01",
                                   "statement expects " +
                                       std::to_string(sqlite3_bind_parameter_count(stmt)) +
                                       " parameters, got " + std::to_string(params.size()),
                                   ""});
  }
  for (std::size_t i = 0; i < params.size(); ++i) {
    const std::string name = "$" + std::to_string(i + 1);
    const int idx = sqlite3_bind_parameter_index(stmt, name.c_str());
    if (idx == 0) return std::unexpected(DbError{"08P01", "placeholder " + name + " missing", ""});
    const int rc = std::visit(
        [&](const auto& v) -> int {
          using T = std::decay_t<decltype(v)>;
          if constexpr (std::is_same_v<T, std::nullptr_t>)
            return sqlite3_bind_null(stmt, idx);
          else if constexpr (std::is_same_v<T, bool>)
            return sqlite3_bind_int(stmt, idx, v ? 1 : 0);
          else if constexpr (std::is_same_v<T, std::int64_t>)
            return sqlite3_bind_int64(stmt, idx, v);
          else if constexpr (std::is_same_v<T, double>)
            return sqlite3_bind_double(stmt, idx, v);
          // SQLITE_STATIC: params outlive the statement's use; bindings are cleared after it.
          else
            return sqlite3_bind_text64(stmt, idx, v.data(), v.size(), SQLITE_STATIC, SQLITE_UTF8);
        },
        params[i]);
    if (rc != SQLITE_OK) return std::unexpected(error(rc));
  }
  return {};
}

Result<ResultSet> SqliteConnection::query(std::string_view sql, std::span<const Param> params) {
  auto prepared = prepare_checked(sql);
  if (!prepared) return std::unexpected(prepared.error());
  sqlite3_stmt* stmt = *prepared;
  StatementUse use{stmt};
  if (auto b = bind(stmt, params); !b) return std::unexpected(b.error());

  ResultSet rs;
  const int ncol = sqlite3_column_count(stmt);
  rs.columns.reserve(ncol);
  for (int i = 0; i < ncol; ++i) rs.columns.emplace_back(sqlite3_column_name(stmt, i));
  int rc;
  while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
    auto& row = rs.rows.emplace_back();
    row.reserve(ncol);
    for (int i = 0; i < ncol; ++i) row.push_back(read_cell(stmt, i));
  }
  if (rc != SQLITE_DONE) return std::unexpected(error(rc));
  if (!sqlite3_stmt_readonly(stmt)) rs.affected_rows = sqlite3_changes64(db_);
  return rs;
}

Result<std::int64_t> SqliteConnection::query_json(std::string_view sql,
                                                  std::span<const Param> params,
                                                  std::span<const JsonColumn> columns,
                                                  std::string& out, std::size_t max_bytes) {
  auto prepared = prepare_checked(sql);
  if (!prepared) return std::unexpected(prepared.error());
  sqlite3_stmt* stmt = *prepared;
  StatementUse use{stmt};
  const int ncol = sqlite3_column_count(stmt);
  if (ncol != static_cast<int>(columns.size())) {
    return std::unexpected(DbError{"42601",
                                   "query_json: the statement has " + std::to_string(ncol) +
                                       " columns, not " + std::to_string(columns.size()),
                                   ""});
  }
  if (auto b = bind(stmt, params); !b) return std::unexpected(b.error());
  std::vector<std::string> keys;
  keys.reserve(columns.size());
  for (const auto& c : columns) keys.push_back(json_key_prefix(c.key));

  std::int64_t rows = 0;
  int rc;
  while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
    out += rows++ > 0 ? ",{" : "{";
    for (int i = 0; i < ncol; ++i) {
      if (i > 0) out.push_back(',');
      out += keys[i];
      append_json_cell(out, stmt, i, columns[i].cell);
    }
    out.push_back('}');
    if (out.size() > max_bytes) {
      return std::unexpected(DbError{std::string(kResponseTooLarge), "response too large", ""});
    }
  }
  if (rc != SQLITE_DONE) return std::unexpected(error(rc));
  return rows;
}

Result<void> SqliteConnection::execute_script(std::string_view sql) {
  // Once interrupted nothing runs but the ROLLBACK that ends the transaction.
  if (interrupted_.load() && sql != "ROLLBACK") return std::unexpected(stopping_error());
  // Transaction control runs on every request: those statements are prepared once and kept,
  // like query()'s, instead of being parsed again by sqlite3_exec each time.
  if (sql == "BEGIN DEFERRED" || sql == "BEGIN IMMEDIATE" || sql == "COMMIT" || sql == "ROLLBACK") {
    auto prepared = prepare(sql);
    if (!prepared) return std::unexpected(prepared.error());
    StatementUse use{*prepared};
    const int rc = sqlite3_step(*prepared);
    if (rc != SQLITE_DONE && rc != SQLITE_ROW) return std::unexpected(error(rc));
    return {};
  }
  const std::string text(sql);
  char* message = nullptr;
  const int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &message);
  sqlite3_free(message);  // sqlite3_errmsg() still holds the same text
  if (rc != SQLITE_OK) return std::unexpected(error(SQLITE_OK));
  return {};
}

void SqliteConnection::reset() {
  if (sqlite3_get_autocommit(db_) == 0) (void)execute_script("ROLLBACK");
  read_only_ = false;
}

}  // namespace emu::db::sqlite
