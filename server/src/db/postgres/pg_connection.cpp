#include "db/postgres/pg_connection.hpp"

#include <array>
#include <charconv>
#include <cstdio>
#include <vector>

#include "db/json_text.hpp"
#include "db/postgres/pg_cells.hpp"

namespace emu::db::postgres {
namespace {

// Dynamic SQL would grow the per-connection statement cache without bound; past this many
// distinct statements it is dropped (DEALLOCATE ALL) at the next moment outside a transaction.
constexpr std::size_t kMaxCachedStatements = 256;

struct ResultGuard {
  PGresult* res;
  ~ResultGuard() { PQclear(res); }
};

std::string param_text(const Param& p) {
  return std::visit(
      [](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, bool>)
          return v ? "true" : "false";
        else if constexpr (std::is_same_v<T, std::int64_t>)
          return std::to_string(v);
        else if constexpr (std::is_same_v<T, double>) {
          char buf[64];
          auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);  // shortest round-trip form
          return std::string(buf, end);
        } else if constexpr (std::is_same_v<T, std::string>)
          return v;
        else
          return {};  // nullptr: sent as SQL NULL, never read
      },
      p);
}

// The parameters as libpq takes them: text values, and a null pointer for SQL NULL. The
// pointers point into `texts`, so both live as long as the call that sends them.
struct BoundValues {
  std::vector<std::string> texts;
  std::vector<const char*> values;

  explicit BoundValues(std::span<const Param> params) {
    texts.reserve(params.size());
    values.reserve(params.size());
    for (const auto& p : params) {
      texts.push_back(param_text(p));
      values.push_back(std::holds_alternative<std::nullptr_t>(p) ? nullptr : texts.back().c_str());
    }
  }
  BoundValues(const BoundValues&) = delete;  // values point into texts: never copied or moved
  BoundValues& operator=(const BoundValues&) = delete;
  int count() const { return static_cast<int>(values.size()); }
};

bool is_ok(const PGresult* res) {
  const auto s = PQresultStatus(res);
  return s == PGRES_COMMAND_OK || s == PGRES_TUPLES_OK || s == PGRES_EMPTY_QUERY;
}

}  // namespace

Result<std::unique_ptr<PgConnection>> PgConnection::connect(
    const std::string& conninfo, std::chrono::milliseconds lock_timeout,
    std::chrono::milliseconds statement_timeout) {
  PGconn* raw = PQconnectdb(conninfo.c_str());
  if (raw == nullptr) return std::unexpected(DbError{"08006", "out of memory", ""});
  std::unique_ptr<PgConnection> conn(new PgConnection(raw));
  if (PQstatus(raw) != CONNECTION_OK) {
    return std::unexpected(DbError{"08006", PQerrorMessage(raw), ""});
  }
  // Server notices (e.g. "there is no transaction in progress") would go to stderr by default.
  PQsetNoticeProcessor(
      raw, [](void*, const char*) {}, nullptr);
  // Timestamps come back as "YYYY-MM-DD HH:MM:SS.ffffff+00", which pg_cells turns into RFC 3339.
  // A lock another session holds is waited for at most lock_timeout (55P03), any statement
  // runs at most statement_timeout (57014): a blocked database cannot hold a request, or a
  // stopping server, for longer. The numbers are whole milliseconds, never caller text.
  if (auto r = conn->execute_script(
          "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET client_encoding = 'UTF8'; "
          "SET lock_timeout = " +
          std::to_string(lock_timeout.count()) +
          "; SET statement_timeout = " + std::to_string(statement_timeout.count()));
      !r) {
    return std::unexpected(r.error());
  }
  conn->cancel_ = PQgetCancel(raw);
  return conn;
}

PgConnection::~PgConnection() {
  if (cancel_ != nullptr) PQfreeCancel(cancel_);
  PQfinish(conn_);
}

bool PgConnection::healthy() const {
  return conn_ != nullptr && PQstatus(conn_) == CONNECTION_OK && !interrupted_.load();
}

void PgConnection::interrupt() {
  interrupted_.store(true);
  if (cancel_ == nullptr) return;
  std::array<char, 256> message{};
  PQcancel(cancel_, message.data(), static_cast<int>(message.size()));
}

DbError PgConnection::error(const PGresult* res) const {
  DbError err;
  const char* state = res ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : nullptr;
  // No sqlstate means libpq itself failed, almost always because the connection is gone.
  err.sqlstate = state ? state : (healthy() ? "XX000" : "08006");
  const char* msg = res ? PQresultErrorMessage(res) : nullptr;
  err.message = msg && *msg ? msg : PQerrorMessage(conn_);
  while (!err.message.empty() && err.message.back() == '\n') err.message.pop_back();
  if (const char* c = res ? PQresultErrorField(res, PG_DIAG_CONSTRAINT_NAME) : nullptr)
    err.constraint = c;
  return err;
}

Result<std::string> PgConnection::prepare(std::string_view sql) {
  std::string key(sql);
  if (auto it = statements_.find(key); it != statements_.end()) return it->second;
  if (statements_.size() >= kMaxCachedStatements && PQtransactionStatus(conn_) == PQTRANS_IDLE) {
    ResultGuard g{PQexec(conn_, "DEALLOCATE ALL")};
    if (is_ok(g.res)) statements_.clear();
  }
  std::string name = "emu_" + std::to_string(++next_statement_);
  ResultGuard g{PQprepare(conn_, name.c_str(), key.c_str(), 0, nullptr)};
  if (!is_ok(g.res)) return std::unexpected(error(g.res));
  statements_.emplace(std::move(key), name);
  return name;
}

Result<PGresult*> PgConnection::run(std::string_view sql, std::span<const Param> params) {
  if (refused(sql)) return std::unexpected(stopping_error());
  auto name = prepare(sql);
  if (!name) return std::unexpected(name.error());

  const BoundValues bound(params);
  PGresult* res =
      PQexecPrepared(conn_, name->c_str(), bound.count(), bound.values.data(), nullptr, nullptr, 0);
  if (!is_ok(res)) {
    ResultGuard g{res};
    auto err = error(res);
    // A statement that vanished (DISCARD ALL) or whose plan no longer fits after a schema
    // change is prepared afresh next time.
    if (err.sqlstate == "26000" || err.sqlstate == "0A000") statements_.erase(std::string(sql));
    return std::unexpected(err);
  }
  return res;
}

Result<std::int64_t> PgConnection::query_json(std::string_view sql, std::span<const Param> params,
                                              std::span<const JsonColumn> columns, std::string& out,
                                              std::size_t max_bytes) {
  if (refused(sql)) return std::unexpected(stopping_error());
  auto name = prepare(sql);
  if (!name) return std::unexpected(name.error());
  const BoundValues bound(params);
  // Row by row (single-row mode), so an answer that outgrows max_bytes is stopped while it
  // streams instead of first being held whole by libpq.
  if (PQsendQueryPrepared(conn_, name->c_str(), bound.count(), bound.values.data(), nullptr,
                          nullptr, 0) == 0) {
    return std::unexpected(error(nullptr));
  }
  PQsetSingleRowMode(conn_);

  std::optional<DbError> failure;
  std::vector<std::string> keys;
  std::vector<unsigned> types;
  std::int64_t rows = 0;
  auto describe = [&](const PGresult* res) {
    const int ncol = PQnfields(res);
    if (ncol != static_cast<int>(columns.size())) {
      failure = DbError{"42601",
                        "query_json: the statement has " + std::to_string(ncol) + " columns, not " +
                            std::to_string(columns.size()),
                        ""};
      return;
    }
    for (int c = 0; c < ncol; ++c) {
      keys.push_back(json_key_prefix(columns[c].key));
      types.push_back(PQftype(res, c));
    }
  };
  auto cancel = [&] {
    if (PGcancel* handle = PQgetCancel(conn_)) {
      std::array<char, 256> message{};
      PQcancel(handle, message.data(), static_cast<int>(message.size()));
      PQfreeCancel(handle);
    }
  };
  // Every result is read, also after a failure: the connection is then ready for the next
  // statement (a cancelled one ends with 57014, which is not the reason reported).
  while (PGresult* raw = PQgetResult(conn_)) {
    ResultGuard g{raw};
    if (failure) continue;
    const auto status = PQresultStatus(raw);
    if (status == PGRES_TUPLES_OK) {
      if (keys.empty() && !columns.empty()) describe(raw);
      continue;
    }
    if (status != PGRES_SINGLE_TUPLE) {
      failure = error(raw);
      if (failure->sqlstate == "26000" || failure->sqlstate == "0A000")
        statements_.erase(std::string(sql));
      continue;
    }
    if (keys.empty()) {
      describe(raw);
      if (failure) {
        cancel();
        continue;
      }
    }
    out += rows++ > 0 ? ",{" : "{";
    for (std::size_t c = 0; c < keys.size(); ++c) {
      const int col = static_cast<int>(c);
      if (c > 0) out.push_back(',');
      out += keys[c];
      if (PQgetisnull(raw, 0, col)) {
        out += "null";
        continue;
      }
      const std::string_view text(PQgetvalue(raw, 0, col),
                                  static_cast<std::size_t>(PQgetlength(raw, 0, col)));
      if (columns[c].cell == JsonCell::json) {
        out += text;
      } else {
        append_json_cell(out, types[c], text);
      }
    }
    out.push_back('}');
    if (out.size() > max_bytes) {
      failure = DbError{std::string(kResponseTooLarge), "response too large", ""};
      cancel();
    }
  }
  if (failure) return std::unexpected(*failure);
  return rows;
}

Result<ResultSet> PgConnection::query(std::string_view sql, std::span<const Param> params) {
  auto res = run(sql, params);
  if (!res) return std::unexpected(res.error());
  ResultGuard g{*res};

  ResultSet rs;
  const int ncol = PQnfields(g.res);
  const int nrow = PQntuples(g.res);
  std::vector<unsigned> types(ncol);
  rs.columns.reserve(ncol);
  for (int c = 0; c < ncol; ++c) {
    rs.columns.emplace_back(PQfname(g.res, c));
    types[c] = PQftype(g.res, c);
  }
  rs.rows.reserve(nrow);
  for (int r = 0; r < nrow; ++r) {
    auto& row = rs.rows.emplace_back();
    row.reserve(ncol);
    for (int c = 0; c < ncol; ++c) {
      if (PQgetisnull(g.res, r, c)) {
        row.emplace_back(nullptr);
      } else {
        row.push_back(read_cell(
            types[c], std::string_view(PQgetvalue(g.res, r, c), PQgetlength(g.res, r, c))));
      }
    }
  }
  const std::string_view status = PQcmdStatus(g.res);
  if (status.starts_with("INSERT") || status.starts_with("UPDATE") ||
      status.starts_with("DELETE") || status.starts_with("MERGE")) {
    const std::string_view n = PQcmdTuples(g.res);
    std::from_chars(n.data(), n.data() + n.size(), rs.affected_rows);
  }
  return rs;
}

Result<void> PgConnection::execute_script(std::string_view sql) {
  if (refused(sql)) return std::unexpected(stopping_error());
  const std::string text(sql);
  ResultGuard g{PQexec(conn_, text.c_str())};
  if (!is_ok(g.res)) return std::unexpected(error(g.res));
  // COMMIT of a transaction that already failed "succeeds" with status ROLLBACK; the caller
  // must learn that nothing was written.
  if (text == "COMMIT" && std::string_view(PQcmdStatus(g.res)) == "ROLLBACK") {
    return std::unexpected(
        DbError{"25P02", "transaction was aborted by an earlier error and rolled back", ""});
  }
  return {};
}

void PgConnection::reset() {
  if (healthy() && PQtransactionStatus(conn_) != PQTRANS_IDLE) {
    ResultGuard g{PQexec(conn_, "ROLLBACK")};
  }
}

}  // namespace emu::db::postgres
