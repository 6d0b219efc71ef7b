#include "rest/write_sql.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "rest/values.hpp"
#include "rest/where_builder.hpp"
#include "search/search_text.hpp"

namespace emu::rest {
namespace {

SchemaError unknown_body_column(const Table& t, std::string_view column) {
  return make_error<SchemaError>("PGRST204", "Could not find the '" + std::string(column) +
                                                 "' column of '" + std::string(t.name) +
                                                 "' in the schema cache");
}

std::expected<void, RestError> check_writable(const Decision& d, const Table& t,
                                              std::string_view column) {
  if (d.bypass || d.all_columns) return {};
  if (std::ranges::find(d.writable, column) != d.writable.end()) return {};
  return std::unexpected(make_error<PolicyError>(
      "42501",
      "permission denied for column " + std::string(column) + " of table " + std::string(t.name)));
}

Scope table_scope(const Table& t) { return Scope{&t, SqlWriter::ident(t.name)}; }

// What a write hands back: the primary key, then, for the tables search_text is built from,
// the shop each written row belongs to (the executor refreshes those shops' search text).
std::string written_columns(const Table& t) {
  std::string out = SqlWriter::ident(t.primary_key);
  if (const auto shop = search::shop_column(t.name); !shop.empty() && shop != t.primary_key) {
    out += ", " + SqlWriter::ident(shop);
  }
  return out;
}

// Top-level filters of a PATCH / DELETE, ANDed with the policy; 21000 without any filter.
std::expected<std::string, RestError> filters_and_policy(SqlWriter& w, const WriteContext& ctx,
                                                         const Decision& policy,
                                                         std::string_view verb) {
  const Scope scope = table_scope(ctx.table);
  std::vector<std::string> parts;
  for (const auto& f : ctx.req.filters) {
    if (!f.path.empty()) {
      return std::unexpected(make_error<ParseError>(
          "PGRST100", "Filters on embedded resources are not allowed in " + std::string(verb)));
    }
    auto e = std::visit(
        [&](const auto& x) -> std::expected<std::string, RestError> {
          if constexpr (std::is_same_v<std::decay_t<decltype(x)>, Condition>) {
            return render_condition(w, scope, x);
          } else {
            return render_tree(w, scope, x);
          }
        },
        f.expr);
    if (!e) return e;
    parts.push_back(*e);
  }
  if (parts.empty()) {
    return std::unexpected(
        make_error<PolicyError>("21000", std::string(verb) + " requires a WHERE clause",
                                std::nullopt, "Add a filter such as id=eq.<uuid>"));
  }
  if (auto p = render_policy(w, scope, policy, ctx.caller, false); !p.empty()) parts.push_back(p);
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : " AND ") + p;
  return out;
}

std::expected<std::vector<std::string_view>, RestError> conflict_target(const WriteContext& ctx) {
  std::vector<std::string_view> target;
  for (const auto& name : ctx.req.on_conflict) {
    const Column* c = ctx.table.column(name);
    if (!c) return std::unexpected(unknown_column(ctx.table, name));
    target.push_back(c->name);
  }
  if (target.empty()) target.push_back(ctx.table.primary_key);
  const std::set<std::string_view> wanted(target.begin(), target.end());
  for (const auto& key : ctx.table.unique) {
    if (!key.partial &&
        std::set<std::string_view>(key.columns.begin(), key.columns.end()) == wanted) {
      return target;
    }
  }
  return std::unexpected(make_error<SchemaError>(
      "42P10",
      "there is no unique or exclusion constraint matching the ON CONFLICT specification"));
}

}  // namespace

std::expected<std::vector<const boost::json::object*>, ParseError> body_rows(
    const boost::json::value* body, bool allow_array) {
  std::vector<const boost::json::object*> rows;
  auto bad = [] {
    return std::unexpected(
        make_error<ParseError>("PGRST102", "Empty or invalid json", std::nullopt,
                               "Send a JSON object (or, for inserts, an array of objects)"));
  };
  if (body == nullptr) return bad();
  if (body->is_object()) {
    rows.push_back(&body->as_object());
  } else if (body->is_array() && allow_array) {
    for (const auto& v : body->as_array()) {
      if (!v.is_object()) {
        return std::unexpected(make_error<ParseError>("PGRST102", "All object keys must match"));
      }
      rows.push_back(&v.as_object());
    }
  } else {
    return bad();
  }
  return rows;
}

std::expected<std::vector<SqlStatement>, RestError> build_insert(
    const WriteContext& ctx, const std::vector<const boost::json::object*>& rows,
    const Decision& insert_policy, const Decision* update_policy) {
  const Table& t = ctx.table;
  // The written columns: `columns=` when given, else every key of every row, in first-seen order.
  std::vector<const Column*> columns;
  auto add = [&](std::string_view name) -> std::expected<void, RestError> {
    const Column* c = t.column(name);
    if (!c) return std::unexpected(unknown_body_column(t, name));
    if (auto w = check_writable(insert_policy, t, c->name); !w) return w;
    if (update_policy) {
      if (auto w = check_writable(*update_policy, t, c->name); !w) return w;
    }
    if (std::ranges::find(columns, c) == columns.end()) columns.push_back(c);
    return {};
  };
  if (ctx.req.columns) {
    for (const auto& name : *ctx.req.columns) {
      if (auto r = add(name); !r) return std::unexpected(r.error());
    }
  } else {
    for (const auto* row : rows) {
      for (const auto& kv : *row) {
        if (auto r = add(kv.key()); !r) return std::unexpected(r.error());
      }
    }
  }
  std::vector<std::string_view> target;
  if (ctx.req.action == Action::upsert) {
    auto tgt = conflict_target(ctx);
    if (!tgt) return std::unexpected(tgt.error());
    target = std::move(*tgt);
  }
  // Group rows by which columns they write.
  std::map<std::vector<bool>, std::vector<const boost::json::object*>> groups;
  std::vector<std::vector<bool>> order;
  for (const auto* row : rows) {
    std::vector<bool> present;
    for (const auto* c : columns)
      present.push_back(!ctx.req.prefer.missing_default || row->contains(c->name));
    if (!groups.contains(present)) order.push_back(present);
    groups[present].push_back(row);
  }
  std::vector<SqlStatement> out;
  for (const auto& present : order) {
    SqlWriter w(ctx.dialect);
    std::vector<const Column*> used;
    for (std::size_t i = 0; i < columns.size(); ++i) {
      if (present[i]) used.push_back(columns[i]);
    }
    std::string sql = "INSERT INTO " + SqlWriter::ident(t.name);
    if (used.empty()) {
      // Only possible for {} rows: one DEFAULT VALUES statement each.
      for (std::size_t i = 0; i < groups[present].size(); ++i) {
        out.push_back({sql + " DEFAULT VALUES RETURNING " + written_columns(t), {}});
      }
      continue;
    }
    sql += " (";
    for (std::size_t i = 0; i < used.size(); ++i)
      sql += (i ? ", " : "") + SqlWriter::ident(used[i]->name);
    sql += ") VALUES ";
    bool first_row = true;
    for (const auto* row : groups[present]) {
      sql += first_row ? "(" : ", (";
      first_row = false;
      for (std::size_t i = 0; i < used.size(); ++i) {
        const auto* v = row->if_contains(used[i]->name);
        auto param = v ? value_from_json(used[i]->type, *v) : db::Param(nullptr);
        if (!param) return std::unexpected(param.error());
        sql += (i ? ", " : "") + w.value(used[i]->type, *param);
      }
      sql += ")";
    }
    if (ctx.req.action == Action::upsert) {
      sql += " ON CONFLICT (";
      for (std::size_t i = 0; i < target.size(); ++i)
        sql += (i ? ", " : "") + SqlWriter::ident(target[i]);
      sql += ")";
      if (ctx.req.prefer.resolution == Resolution::ignore_duplicates) {
        sql += " DO NOTHING";
      } else {
        sql += " DO UPDATE SET ";
        for (std::size_t i = 0; i < used.size(); ++i) {
          const auto col = SqlWriter::ident(used[i]->name);
          sql += (i ? ", " : "") + col + " = excluded." + col;
        }
        if (update_policy) {
          auto p = render_policy(w, table_scope(t), *update_policy, ctx.caller, false);
          if (!p.empty()) sql += " WHERE " + p;
        }
      }
    }
    sql += " RETURNING " + written_columns(t);
    out.push_back({std::move(sql), std::move(w.params())});
  }
  return out;
}

std::expected<SqlStatement, RestError> build_update(const WriteContext& ctx,
                                                    const boost::json::object& changes,
                                                    const Decision& policy) {
  const Table& t = ctx.table;
  SqlWriter w(ctx.dialect);
  std::string set;
  for (const auto& kv : changes) {
    const Column* c = t.column(kv.key());
    if (!c) return std::unexpected(unknown_body_column(t, kv.key()));
    if (auto r = check_writable(policy, t, c->name); !r) return std::unexpected(r.error());
    auto param = value_from_json(c->type, kv.value());
    if (!param) return std::unexpected(param.error());
    set += (set.empty() ? "" : ", ") + SqlWriter::ident(c->name) + " = " + w.value(c->type, *param);
  }
  auto where = filters_and_policy(w, ctx, policy, "UPDATE");
  if (!where) return std::unexpected(where.error());
  if (set.empty()) {
    // Nothing to change: report the matching rows without writing (as PostgREST does).
    return SqlStatement{"SELECT " + SqlWriter::ident(t.primary_key) + " FROM " +
                            SqlWriter::ident(t.name) + " WHERE " + *where,
                        std::move(w.params())};
  }
  return SqlStatement{"UPDATE " + SqlWriter::ident(t.name) + " SET " + set + " WHERE " + *where +
                          " RETURNING " + written_columns(t),
                      std::move(w.params())};
}

std::expected<SqlStatement, RestError> build_delete(const WriteContext& ctx, const Decision& policy,
                                                    bool select_only) {
  SqlWriter w(ctx.dialect);
  auto where = filters_and_policy(w, ctx, policy, "DELETE");
  if (!where) return std::unexpected(where.error());
  const auto table = SqlWriter::ident(ctx.table.name);
  const auto pk = written_columns(ctx.table);
  if (select_only) {
    return SqlStatement{"SELECT " + pk + " FROM " + table + " WHERE " + *where,
                        std::move(w.params())};
  }
  return SqlStatement{"DELETE FROM " + table + " WHERE " + *where + " RETURNING " + pk,
                      std::move(w.params())};
}

SqlStatement build_delete_ids(const WriteContext& ctx, const std::vector<db::Param>& ids) {
  SqlWriter w(ctx.dialect);
  const Column* pk = ctx.table.column(ctx.table.primary_key);
  std::string in;
  for (const auto& id : ids) in += (in.empty() ? "" : ", ") + w.value(pk->type, id);
  return {"DELETE FROM " + SqlWriter::ident(ctx.table.name) + " WHERE " +
              SqlWriter::ident(pk->name) + " IN (" + (in.empty() ? "NULL" : in) + ")",
          std::move(w.params())};
}

std::optional<SqlStatement> build_check(const WriteContext& ctx, const Decision& decision,
                                        const std::vector<db::Param>& ids) {
  SqlWriter w(ctx.dialect);
  const Scope scope = table_scope(ctx.table);
  auto check = render_policy(w, scope, decision, ctx.caller, true);
  if (check.empty() || ids.empty()) return std::nullopt;
  const Column* pk = ctx.table.column(ctx.table.primary_key);
  std::string in;
  for (const auto& id : ids) in += (in.empty() ? "" : ", ") + w.value(pk->type, id);
  return SqlStatement{"SELECT count(*) FROM " + SqlWriter::ident(ctx.table.name) + " WHERE " +
                          scope.column_sql(pk->name) + " IN (" + in + ") AND " + check,
                      std::move(w.params())};
}

}  // namespace emu::rest
