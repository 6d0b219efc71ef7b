// The executor's database helpers: one transaction around a request's statements, retried on
// serialization failures (40001, SQLite busy), and statements whose driver errors become
// PostgREST error bodies (db_errors) with the driver's own text only in the log.
#pragma once

#include <spdlog/spdlog.h>

#include <expected>
#include <optional>

#include "db/database.hpp"
#include "rest/db_errors.hpp"
#include "rest/error.hpp"
#include "rest/read_sql.hpp"

namespace emu::rest {

struct StatementContext {
  const Table* table = nullptr;
  std::vector<const boost::json::object*> rows;  // the body rows, for 23505 details
  std::string request_id;
};

inline std::expected<db::ResultSet, RestError> run_statement(db::Connection& conn,
                                                             const SqlStatement& st,
                                                             const StatementContext& ctx) {
  auto rs = conn.query(st.sql, st.params);
  if (rs) return std::move(*rs);
  auto mapped = map_db_error(rs.error(), ctx.table, ctx.rows);
  if (mapped.code == "XX000") {
    spdlog::error("rest: database error id={} sqlstate={} {}", ctx.request_id, rs.error().sqlstate,
                  rs.error().message);
  }
  return std::unexpected(mapped);
}

// f(Connection&) -> std::expected<T, RestError>. commit=false rolls back even on success
// (Prefer: tx=rollback).
template <class F>
auto in_transaction(db::Database& db, db::TxMode mode, bool commit, const StatementContext& ctx,
                    F&& f) -> decltype(f(std::declval<db::Connection&>())) {
  using R = decltype(f(std::declval<db::Connection&>()));
  for (int attempt = 0;; ++attempt) {
    auto conn = db.acquire();
    if (!conn) return R(std::unexpect, map_db_error(conn.error(), ctx.table, ctx.rows));
    auto tx = db::Transaction::begin(**conn, mode);
    if (!tx) return R(std::unexpect, map_db_error(tx.error(), ctx.table, ctx.rows));
    R result = f(**conn);
    if (!result) {
      if (result.error().code == "40001" && attempt < 3) continue;
      return result;  // the Transaction destructor rolls back
    }
    if (!commit) return result;
    if (auto done = tx->commit(); !done) {
      if (done.error().sqlstate == "40001" && attempt < 3) continue;
      return R(std::unexpect, map_db_error(done.error(), ctx.table, ctx.rows));
    }
    return result;
  }
}

}  // namespace emu::rest
