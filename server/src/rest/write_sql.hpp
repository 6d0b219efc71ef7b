// Stage 3d: INSERT / upsert / UPDATE / DELETE statements. Each returns the primary keys of
// the rows it wrote (RETURNING), which the executor then checks against the policy's
// WITH CHECK and, for return=representation, reads back through the read builder.
#pragma once

#include <boost/json/value.hpp>
#include <expected>
#include <vector>

#include "rest/policy.hpp"
#include "rest/read_sql.hpp"
#include "rest/request_ast.hpp"
#include "rest/schema_registry.hpp"

namespace emu::rest {

struct WriteContext {
  const Table& table;
  const ApiRequest& req;
  const Caller& caller;
  db::Dialect dialect;
};

// The rows of an insert body as objects (a single object is one row); PGRST102 otherwise.
std::expected<std::vector<const boost::json::object*>, ParseError> body_rows(
    const boost::json::value* body, bool allow_array);

// One statement per group of rows sharing the same written columns (missing=default leaves
// absent keys to the column default, which SQLite cannot spell inside VALUES).
std::expected<std::vector<SqlStatement>, RestError> build_insert(
    const WriteContext& ctx, const std::vector<const boost::json::object*>& rows,
    const Decision& insert_policy, const Decision* update_policy);

std::expected<SqlStatement, RestError> build_update(const WriteContext& ctx,
                                                    const boost::json::object& changes,
                                                    const Decision& policy);

// select_only: the keys the DELETE would remove (read before, for representation).
std::expected<SqlStatement, RestError> build_delete(const WriteContext& ctx, const Decision& policy,
                                                    bool select_only);
SqlStatement build_delete_ids(const WriteContext& ctx, const std::vector<db::Param>& ids);

// SELECT count(*) of `ids` rows that satisfy the decision's WITH CHECK; nullopt when the
// decision accepts every row.
std::optional<SqlStatement> build_check(const WriteContext& ctx, const Decision& decision,
                                        const std::vector<db::Param>& ids);

}  // namespace emu::rest
