// Stage 3c: one SELECT statement per read, embeds included. The top level selects plain
// columns that the driver writes straight to JSON text (Connection::query_json); each embed is
// a correlated subquery that builds its JSON in the database (PostgreSQL row_to_json/json_agg,
// SQLite json_object/json_group_array) and is copied into the row as it is.
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
  SqlStatement rows;                    // one result row per object
  std::vector<db::JsonColumn> columns;  // its keys, and how each cell is written
  std::optional<SqlStatement> count;    // one row: (total), when a count was asked for
};

struct ReadSqlOptions {
  std::int64_t max_rows = 1000;
  bool with_count = false;
  // Representation of written rows: only these primary keys, in this order (unless the
  // request orders), and no row cap.
  std::optional<std::vector<db::Param>> only_ids;
};

std::expected<ReadSql, RestError> build_read_sql(const ReadNode& root, const Caller& caller,
                                                 db::Dialect dialect,
                                                 const ReadSqlOptions& options);

}  // namespace emu::rest
