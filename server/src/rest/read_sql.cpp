#include "rest/read_sql.hpp"

#include <algorithm>

#include "rest/sql_writer.hpp"
#include "rest/where_builder.hpp"

namespace emu::rest {
namespace {

using Expr = std::expected<std::string, RestError>;

// SQLite functions take at most 127 arguments: json_object() holds 63 key/value pairs.
constexpr std::size_t kMaxSqliteKeys = 63;

class Builder {
 public:
  Builder(db::Dialect d, const Caller& caller, const ReadSqlOptions& options)
      : w_(d), caller_(caller), options_(options) {}

  SqlWriter& writer() { return w_; }

  // WHERE clause body (without the keyword) for `node` seen as `alias`.
  Expr where(const ReadNode& node, const std::string& alias, const std::string& join,
             const std::optional<std::vector<db::Param>>& ids) {
    std::vector<std::string> parts;
    if (!join.empty()) parts.push_back(join);
    const Scope scope{node.table, alias};
    if (auto p = render_policy(w_, scope, node.policy, caller_, false); !p.empty()) {
      parts.push_back(p);
    }
    if (ids) {
      const Column* pk = node.table->column(node.table->primary_key);
      std::string in = scope.column_sql(pk->name) + " IN (";
      for (std::size_t i = 0; i < ids->size(); ++i) {
        in += (i ? ", " : "") + w_.value(pk->type, (*ids)[i]);
      }
      parts.push_back(ids->empty() ? "1 = 0" : in + ")");
    }
    for (const auto* c : node.conditions) {
      auto e = render_condition(w_, scope, *c);
      if (!e) return e;
      parts.push_back(*e);
    }
    for (const auto* t : node.trees) {
      auto e = render_tree(w_, scope, *t);
      if (!e) return e;
      parts.push_back(*e);
    }
    for (const auto& child : node.children) {
      if (!child.inner && !child.must_be_null) continue;
      const std::string a = w_.next_alias("t");
      auto inner = where(*child.node, a, join_sql(child, alias, a), std::nullopt);
      if (!inner) return inner;
      const bool negate = child.must_be_null.value_or(false);
      parts.push_back(std::string(negate ? "NOT " : "") + "EXISTS (SELECT 1 FROM " +
                      SqlWriter::ident(child.node->table->name) + " AS " + a + " WHERE " + *inner +
                      ")");
    }
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : " AND ") + p;
    return out.empty() ? "1 = 1" : out;
  }

  static std::string join_sql(const Embed& e, const std::string& parent, const std::string& child) {
    return child + "." + SqlWriter::ident(e.link.target_column) + " = " + parent + "." +
           SqlWriter::ident(e.link.parent_column);
  }

  std::string order_by(const ReadNode& node, const std::string& alias) {
    std::string out;
    for (const auto& t : node.order) {
      const Column* c = node.table->column(t.column);
      std::string term = alias + "." + SqlWriter::ident(t.column);
      if (w_.pg() && c->type == Type::text) term += " COLLATE \"C\"";  // byte order, as SQLite
      term += t.desc ? " DESC" : " ASC";
      // PostgreSQL's defaults, spelled out so SQLite sorts NULLs the same way.
      const bool nulls_first = t.nulls_first.value_or(t.desc);
      term += nulls_first ? " NULLS FIRST" : " NULLS LAST";
      out += (out.empty() ? " ORDER BY " : ", ") + term;
    }
    return out;
  }

  std::string limit_offset(const ReadNode& node) {
    std::optional<std::int64_t> limit = node.limit;
    if (!options_.only_ids) limit = std::min(limit.value_or(options_.max_rows), options_.max_rows);
    if (!limit && node.offset) limit = options_.max_rows;
    std::string out;
    if (limit) out += " LIMIT " + w_.bind(*limit);
    if (node.offset) out += " OFFSET " + w_.bind(*node.offset);
    return out;
  }

  // The select list of one row: PostgreSQL `expr AS "key", ...`, SQLite `json_object(...) AS j`.
  // `budget`: how many rows the embedded lists under one row of this level may hold.
  Expr row_items(const ReadNode& node, const std::string& alias, std::int64_t budget) {
    if (!w_.pg() && node.items.size() > kMaxSqliteKeys) {
      return std::unexpected(make_error<ParseError>("PGRST100", "Too many columns selected",
                                                    "at most 63 keys per object"));
    }
    std::string out;
    for (const auto& item : node.items) {
      std::string expr;
      if (item.column) {
        const std::string col = alias + "." + SqlWriter::ident(item.column->name);
        if (item.cast == "text") {
          expr = w_.pg() ? col + "::text" : "CAST(" + col + " AS TEXT)";
        } else if (!item.cast.empty()) {
          expr = w_.pg() ? col + "::integer" : "CAST(" + col + " AS INTEGER)";
        } else {
          expr = w_.json_output(item.column->type, col);
        }
      } else {
        auto e = embed(node.children[static_cast<std::size_t>(item.child)], alias, budget);
        if (!e) return e;
        expr = *e;
      }
      if (w_.pg()) {
        out += (out.empty() ? "" : ", ") + expr + " AS " + SqlWriter::ident(item.key);
      } else {
        out += (out.empty() ? "" : ", ") + SqlWriter::key(item.key) + ", " + expr;
      }
    }
    if (w_.pg()) return out;
    return "json_object(" + out + ") AS j";
  }

  // An embedded list holds at most `budget` rows (EMU_REST_MAX_ROWS under a top-level row),
  // and the lists nested in it share that budget: a list of n rows leaves budget / n to each
  // of its rows. So one top-level row carries at most budget rows per level of nesting, and
  // no query can multiply rows level upon level.
  Expr embed(const Embed& e, const std::string& parent, std::int64_t budget) {
    const std::string a = w_.next_alias("t");
    const std::string r = w_.next_alias("_r");
    const std::int64_t cap = std::max<std::int64_t>(1, budget);
    const std::int64_t limit = std::min(e.node->limit.value_or(cap), cap);
    const std::int64_t inner_budget =
        e.link.to_one ? budget : std::max<std::int64_t>(1, cap / std::max<std::int64_t>(1, limit));
    auto items = row_items(*e.node, a, inner_budget);
    if (!items) return items;
    auto cond = where(*e.node, a, join_sql(e, parent, a), std::nullopt);
    if (!cond) return cond;
    std::string from =
        " FROM " + SqlWriter::ident(e.node->table->name) + " AS " + a + " WHERE " + *cond;
    if (e.link.to_one) {
      const std::string inner = "SELECT " + *items + from + " LIMIT 1";
      if (w_.pg()) return "(SELECT row_to_json(" + r + ") FROM (" + inner + ") AS " + r + ")";
      return "json((" + inner + "))";
    }
    std::string inner =
        "SELECT " + *items + from + order_by(*e.node, a) + " LIMIT " + w_.bind(limit);
    if (e.node->offset) inner += " OFFSET " + w_.bind(*e.node->offset);
    if (w_.pg()) {
      return "coalesce((SELECT json_agg(row_to_json(" + r + ")) FROM (" + inner + ") AS " + r +
             "), '[]'::json)";
    }
    // An aggregate over no row is one row with '[]': no coalesce (and one nesting less for
    // SQLite's parser stack, which deep embeds with row policies use up).
    return "json((SELECT json_group_array(json(" + r + ".j)) FROM (" + inner + ") AS " + r + "))";
  }

  // The top level's select list: one column per key, written to JSON by the driver
  // (Connection::query_json) as `columns` says.
  Expr top_items(const ReadNode& node, const std::string& alias,
                 std::vector<db::JsonColumn>& columns) {
    std::string out;
    for (const auto& item : node.items) {
      std::string expr;
      auto cell = db::JsonCell::natural;
      if (item.column) {
        const std::string col = alias + "." + SqlWriter::ident(item.column->name);
        const Type type = item.column->type;
        if (item.cast == "text") {
          expr = w_.pg() ? col + "::text" : "CAST(" + col + " AS TEXT)";
        } else if (!item.cast.empty()) {
          expr = w_.pg() ? col + "::integer" : "CAST(" + col + " AS INTEGER)";
        } else if (w_.pg()) {
          expr = col;  // typed by the driver from the column's type
        } else if (type == Type::boolean) {
          expr = col;
          cell = db::JsonCell::boolean;
        } else if (type == Type::jsonb || type == Type::jsonb_array) {
          expr = "json(" + col + ")";  // minified and checked, as json_object() would embed it
          cell = db::JsonCell::json;
        } else {
          expr = col;
        }
      } else {
        auto e =
            embed(node.children[static_cast<std::size_t>(item.child)], alias, options_.max_rows);
        if (!e) return e;
        expr = *e;
        cell = db::JsonCell::json;
      }
      out += (out.empty() ? "" : ", ") + expr;
      columns.push_back(db::JsonColumn{item.key, cell});
    }
    return out;
  }

  Expr top(const ReadNode& root, std::vector<db::JsonColumn>& columns) {
    const std::string a = "t0";
    auto items = top_items(root, a, columns);
    if (!items) return items;
    auto cond = where(root, a, "", options_.only_ids);
    if (!cond) return cond;
    std::string order = order_by(root, a);
    if (order.empty() && options_.only_ids && !options_.only_ids->empty()) {
      // Written rows come back in the order they were written.
      const Column* pk = root.table->column(root.table->primary_key);
      order = " ORDER BY CASE " + a + "." + SqlWriter::ident(pk->name);
      for (std::size_t i = 0; i < options_.only_ids->size(); ++i) {
        order +=
            " WHEN " + w_.value(pk->type, (*options_.only_ids)[i]) + " THEN " + std::to_string(i);
      }
      order += " END";
    }
    return "SELECT " + *items + " FROM " + SqlWriter::ident(root.table->name) + " AS " + a +
           " WHERE " + *cond + order + limit_offset(root);
  }

  Expr count(const ReadNode& root) {
    auto cond = where(root, "t0", "", options_.only_ids);
    if (!cond) return cond;
    return "SELECT count(*) AS total FROM " + SqlWriter::ident(root.table->name) + " AS t0 WHERE " +
           *cond;
  }

 private:
  SqlWriter w_;
  const Caller& caller_;
  const ReadSqlOptions& options_;
};

}  // namespace

std::expected<ReadSql, RestError> build_read_sql(const ReadNode& root, const Caller& caller,
                                                 db::Dialect dialect,
                                                 const ReadSqlOptions& options) {
  ReadSql out;
  Builder rows(dialect, caller, options);
  auto sql = rows.top(root, out.columns);
  if (!sql) return std::unexpected(sql.error());
  out.rows = {std::move(*sql), std::move(rows.writer().params())};
  if (options.with_count) {
    Builder counter(dialect, caller, options);
    auto c = counter.count(root);
    if (!c) return std::unexpected(c.error());
    out.count = SqlStatement{std::move(*c), std::move(counter.writer().params())};
  }
  return out;
}

}  // namespace emu::rest
