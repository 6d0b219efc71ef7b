// The executor's database helpers: one transaction around a request's statements, retried on
// lost races (db/transaction.hpp), and statements whose driver errors become
// PostgREST error bodies (db_errors) with the driver's own text only in the log.
#pragma once

#include <spdlog/spdlog.h>

#include <algorithm>
#include <expected>
#include <limits>
#include <optional>

#include "db/database.hpp"
#include "db/transaction.hpp"
#include "rest/db_errors.hpp"
#include "rest/error.hpp"
#include "rest/read_sql.hpp"

namespace emu::rest {

struct StatementContext {
  const Table* table = nullptr;
  std::vector<const boost::json::object*> rows;  // the body rows, for 23505 details
  std::string request_id;
};

inline RestError statement_error(const db::DbError& e, const StatementContext& ctx) {
  auto mapped = map_db_error(e, ctx.table, ctx.rows);
  if (mapped.code == "XX000") {
    spdlog::error("rest: database error id={} sqlstate={} {}", ctx.request_id, e.sqlstate,
                  e.message);
  }
  return mapped;
}

inline std::expected<db::ResultSet, RestError> run_statement(db::Connection& conn,
                                                             const SqlStatement& st,
                                                             const StatementContext& ctx) {
  auto rs = conn.query(st.sql, st.params);
  if (rs) return std::move(*rs);
  return std::unexpected(statement_error(rs.error(), ctx));
}

struct ReadBody {
  std::string json;  // a JSON array
  std::int64_t rows = 0;
};

// 400 with code 54000 (program_limit_exceeded) when a read's answer outgrows
// EMU_REST_MAX_RESPONSE_MB.
inline RestError response_too_large(std::size_t max_bytes) {
  return make_error<ExecError>(
      "54000", "The response is larger than " + std::to_string(max_bytes >> 20) + " MB",
      std::nullopt,
      "Ask for less: a smaller limit, fewer columns in select, or fewer or narrower embeds");
}

// The response array of a read: ReadSql::rows written to JSON by the driver, refused once it
// holds more than max_bytes.
inline std::expected<ReadBody, RestError> run_read_rows(
    db::Connection& conn, const ReadSql& sql, const StatementContext& ctx,
    std::size_t max_bytes = std::numeric_limits<std::size_t>::max()) {
  // Sized like this thread's previous answer: a list grows to tens of kilobytes, and growing
  // a string there by doubling copies it several times over.
  thread_local std::size_t size_hint = 4096;
  ReadBody body;
  body.json.reserve(size_hint);
  body.json.push_back('[');
  auto n = conn.query_json(sql.rows.sql, sql.rows.params, sql.columns, body.json, max_bytes);
  if (!n && n.error().sqlstate == db::kResponseTooLarge && body.json.size() > max_bytes) {
    spdlog::warn("rest: answer over {} bytes refused id={}", max_bytes, ctx.request_id);
    return std::unexpected(response_too_large(max_bytes));
  }
  if (!n) return std::unexpected(statement_error(n.error(), ctx));
  body.json.push_back(']');
  body.rows = *n;
  size_hint = std::clamp<std::size_t>(body.json.size() + body.json.size() / 8, 4096, 1 << 20);
  return body;
}

// A connection failure before any statement, in PostgREST's shape.
inline auto lift_db_error(const StatementContext& ctx) {
  return [&ctx](const db::DbError& e) { return map_db_error(e, ctx.table, ctx.rows); };
}

// f(Connection&) -> std::expected<T, RestError> for a read of one SELECT statement: a single
// statement sees one snapshot on both engines, so BEGIN/COMMIT would only add round trips.
template <class F>
auto single_statement(db::Database& db, const StatementContext& ctx, F&& f)
    -> decltype(f(std::declval<db::Connection&>())) {
  return db::with_connection(db, lift_db_error(ctx), std::forward<F>(f));
}

// f(Connection&) -> std::expected<T, RestError>, through the one runner (db/transaction.hpp).
// commit=false rolls back even on success (Prefer: tx=rollback).
template <class F>
auto in_transaction(db::Database& db, db::TxMode mode, bool commit, const StatementContext& ctx,
                    F&& f) -> decltype(f(std::declval<db::Connection&>())) {
  return db::in_transaction(db, {mode, commit}, lift_db_error(ctx), std::forward<F>(f));
}

}  // namespace emu::rest
