// Stage 3b: WHERE predicates — the request's filters (3.3) and the policies' predicates —
// rendered for one table occurrence (`scope`) with every value bound and cast to the column.
#pragma once

#include <expected>
#include <string>

#include "rest/error.hpp"
#include "rest/policy.hpp"
#include "rest/request_ast.hpp"
#include "rest/schema_registry.hpp"
#include "rest/sql_writer.hpp"

namespace emu::rest {

struct Scope {
  const Table* table;
  std::string qualifier;  // alias (t0) or quoted table name in INSERT/UPDATE/DELETE
  [[nodiscard]] std::string column_sql(std::string_view column) const;
};

SchemaError unknown_column(const Table& table, std::string_view column);

std::expected<std::string, RestError> render_condition(SqlWriter& w, const Scope& scope,
                                                       const Condition& c);
std::expected<std::string, RestError> render_tree(SqlWriter& w, const Scope& scope,
                                                  const LogicTree& tree);

// The OR of a decision's alternatives (`visible`, or `check` when for_check); empty string when
// nothing restricts the rows.
std::string render_policy(SqlWriter& w, const Scope& scope, const Decision& decision,
                          const Caller& caller, bool for_check);

}  // namespace emu::rest
