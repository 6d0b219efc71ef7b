// Stage 3c: one SELECT statement per read, embeds included: each embed is a correlated
// subquery building JSON (PostgreSQL row_to_json/json_agg, SQLite json_object/
// json_group_array), and the statement returns the whole JSON array as text plus the number
// of rows, so the server passes the body through without re-encoding it.
#pragma once

#include <expected>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "rest/read_plan.hpp"

namespace emu::rest {

struct SqlStatement {
  std::string sql;
  std::vector<db::Param> params;
};

struct ReadSql {
  // PostgreSQL: one row (body text, row count). SQLite: one row per object (its JSON text),
  // joined by read_body(): aggregating there would re-parse every row's JSON a second time.
  SqlStatement rows;
  std::optional<SqlStatement> count;  // one row: (total), when a count was asked for
};

struct ReadSqlOptions {
  std::int64_t max_rows = 1000;
  bool with_count = false;
  // Representation of written rows: only these primary keys, in this order (unless the
  // request orders), and no row cap.
  std::optional<std::vector<db::Param>> only_ids;
};

struct ReadBody {
  std::string json;  // a JSON array
  std::int64_t rows = 0;
};
// The response array from the result of ReadSql::rows, in either dialect's shape.
ReadBody read_body(const db::ResultSet& result, db::Dialect dialect);

std::expected<ReadSql, RestError> build_read_sql(const ReadNode& root, const Caller& caller,
                                                 db::Dialect dialect,
                                                 const ReadSqlOptions& options);

}  // namespace emu::rest
