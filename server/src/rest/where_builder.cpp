#include "rest/where_builder.hpp"

#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "common/enum_names.hpp"
#include "rest/filter_parser.hpp"
#include "rest/values.hpp"

namespace emu::rest {
namespace {

using WhereExpr = std::expected<std::string, RestError>;

bool is_json(Type t) { return t == Type::jsonb || t == Type::jsonb_array; }

// The SQL operator of each comparison (any other operator is built by its own rule below).
constexpr common::EnumName<Op> kComparisons[] = {
    {Op::eq, " = "},   {Op::neq, " <> "}, {Op::gt, " > "},
    {Op::gte, " >= "}, {Op::lt, " < "},   {Op::lte, " <= "},
};

std::string_view comparison(Op op) { return common::name_of(kComparisons, op, " = "); }

// PostgREST's `*` wildcard, then (SQLite `like` only) LIKE -> GLOB, which is case-sensitive as
// PostgreSQL's LIKE is: % -> *, _ -> ?, and GLOB's own metacharacters bracketed.
std::string like_pattern(std::string_view value) {
  std::string p(value);
  for (auto& c : p) {
    if (c == '*') c = '%';
  }
  return p;
}

std::string glob_pattern(std::string_view like) {
  std::string out;
  for (std::size_t i = 0; i < like.size(); ++i) {
    const char c = like[i];
    if (c == '\\' && i + 1 < like.size()) {
      const char n = like[++i];
      if (n == '*' || n == '?' || n == '[') {
        out += '[';
        out += n;
        out += ']';
      } else {
        out += n;
      }
    } else if (c == '%') {
      out += '*';
    } else if (c == '_') {
      out += '?';
    } else if (c == '*' || c == '?' || c == '[') {
      out += '[';
      out += c;
      out += ']';
    } else {
      out += c;
    }
  }
  return out;
}

WhereExpr compare(SqlWriter& w, const std::string& col, const Column& column, Op op,
                  std::string_view text) {
  if (op == Op::like || op == Op::ilike) {
    const std::string target = w.pg() ? col + "::text" : col;
    const std::string pattern = like_pattern(text);
    if (w.pg()) return target + (op == Op::like ? " LIKE " : " ILIKE ") + w.bind(pattern);
    if (op == Op::like) return target + " GLOB " + w.bind(glob_pattern(pattern));
    return "lower(" + target + ") LIKE lower(" + w.bind(pattern) + ") ESCAPE '\\'";
  }
  auto v = value_from_text(column.type, text);
  if (!v) return std::unexpected(v.error());
  if (is_json(column.type) && !w.pg()) {
    return "json(" + col + ")" + std::string(comparison(op)) + w.value(column.type, *v);
  }
  return col + std::string(comparison(op)) + w.value(column.type, *v);
}

// cs / cd / ov on JSON arrays: `{a,b}` (what supabase-js sends for a JS array) or JSON text.
WhereExpr containment(SqlWriter& w, const std::string& col, const Column& column,
                      const Condition& c) {
  if (!is_json(column.type)) {
    return std::unexpected(make_error<SchemaError>(
        "42883", "operator does not exist: " + std::string(type_name(column.type)) + " @> unknown",
        std::nullopt, "cs, cd and ov apply to JSON array columns"));
  }
  boost::json::array needle;
  boost::system::error_code ec;
  auto parsed = boost::json::parse(c.value, ec);
  if (!ec && parsed.is_array()) {
    needle = parsed.as_array();
  } else if (c.value.starts_with('{') && (ec || !parsed.is_object())) {
    auto list = parse_list(c.value, '{', '}');
    if (!list) return std::unexpected(list.error());
    for (auto& item : *list) needle.emplace_back(item);
  } else {
    return std::unexpected(make_error<ValueError>(
        "22P02", "invalid input syntax for type json array: \"" + c.value.substr(0, 100) + "\""));
  }
  const std::string p = w.value(column.type, boost::json::serialize(needle));
  if (w.pg()) {
    if (c.op == Op::cs) return col + " @> " + p;
    if (c.op == Op::cd) return col + " <@ " + p;
    return "CASE WHEN jsonb_typeof(" + col + ") = 'array' THEN EXISTS (SELECT 1 FROM " +
           "jsonb_array_elements(" + col +
           ") AS _e(v) WHERE _e.v IN (SELECT jsonb_array_elements(" + p + "))) ELSE false END";
  }
  if (c.op == Op::cs) {
    return "(" + col + " IS NOT NULL AND NOT EXISTS (SELECT 1 FROM json_each(" + p +
           ") AS _n WHERE _n.value NOT IN (SELECT value FROM json_each(" + col + "))))";
  }
  if (c.op == Op::cd) {
    return "(" + col + " IS NOT NULL AND NOT EXISTS (SELECT 1 FROM json_each(" + col +
           ") AS _h WHERE _h.value NOT IN (SELECT value FROM json_each(" + p + "))))";
  }
  return "EXISTS (SELECT 1 FROM json_each(" + col +
         ") AS _h WHERE _h.value IN (SELECT value FROM " + "json_each(" + p + ")))";
}

WhereExpr positive(SqlWriter& w, const Scope& scope, const Column& column, const Condition& c) {
  const std::string col = scope.column_sql(column.name);
  switch (c.op) {
    case Op::is: {
      if (c.value == "null" || c.value == "unknown") return col + " IS NULL";
      if (c.value == "not_null") return col + " IS NOT NULL";
      if (column.type != Type::boolean) {
        return std::unexpected(
            make_error<ValueError>("42804", "argument of IS must be type boolean, not type " +
                                                std::string(type_name(column.type))));
      }
      if (w.pg()) return col + (c.value == "true" ? " IS TRUE" : " IS FALSE");
      return col + (c.value == "true" ? " IS 1" : " IS 0");
    }
    case Op::in: {
      if (c.list.empty()) return std::string("1 = 0");
      std::string out = col + " IN (";
      for (std::size_t i = 0; i < c.list.size(); ++i) {
        auto v = value_from_text(column.type, c.list[i]);
        if (!v) return std::unexpected(v.error());
        if (i) out += ", ";
        out += w.value(column.type, *v);
      }
      return out + ")";
    }
    case Op::isdistinct: {
      auto v = value_from_text(column.type, c.value);
      if (!v) return std::unexpected(v.error());
      return col + (w.pg() ? " IS DISTINCT FROM " : " IS NOT ") + w.value(column.type, *v);
    }
    case Op::cs:
    case Op::cd:
    case Op::ov:
      return containment(w, col, column, c);
    default:
      break;
  }
  if (c.quantifier == Quantifier::none) return compare(w, col, column, c.op, c.value);
  if (c.list.empty()) return std::string(c.quantifier == Quantifier::any ? "1 = 0" : "1 = 1");
  std::string out = "(";
  for (std::size_t i = 0; i < c.list.size(); ++i) {
    auto part = compare(w, col, column, c.op, c.list[i]);
    if (!part) return part;
    if (i) out += c.quantifier == Quantifier::any ? " OR " : " AND ";
    out += *part;
  }
  return out + ")";
}

}  // namespace

std::string Scope::column_sql(std::string_view column) const {
  return qualifier + "." + SqlWriter::ident(column);
}

SchemaError unknown_column(const Table& table, std::string_view column) {
  return make_error<SchemaError>(
      "42703", "column " + std::string(table.name) + "." + std::string(column) + " does not exist");
}

WhereExpr render_condition(SqlWriter& w, const Scope& scope, const Condition& c) {
  const Column* column = scope.table->column(c.column);
  if (column == nullptr) return std::unexpected(unknown_column(*scope.table, c.column));
  auto expr = positive(w, scope, *column, c);
  if (!expr) return expr;
  return c.negated ? "NOT (" + *expr + ")" : "(" + *expr + ")";
}

WhereExpr render_tree(SqlWriter& w, const Scope& scope, const LogicTree& tree) {
  if (tree.items.empty()) return std::string(tree.negated ? "(1 = 0)" : "(1 = 1)");
  std::string out;
  for (const auto& item : tree.items) {
    auto part = std::visit(
        [&](const auto& x) -> WhereExpr {
          if constexpr (std::is_same_v<std::decay_t<decltype(x)>, Condition>) {
            return render_condition(w, scope, x);
          } else {
            return render_tree(w, scope, x);
          }
        },
        item);
    if (!part) return part;
    if (!out.empty()) out += tree.is_or ? " OR " : " AND ";
    out += *part;
  }
  return (tree.negated ? "NOT (" : "(") + out + ")";
}

std::string render_policy(SqlWriter& w, const Scope& scope, const Decision& d, const Caller& caller,
                          bool for_check) {
  if (d.bypass) return {};
  const auto& alternatives = for_check ? d.check : d.visible;
  if (alternatives.empty()) return "1 = 0";
  // One unconditional alternative allows every row (checked first: rendering binds values).
  for (const auto& alt : alternatives) {
    if (alt.all.empty()) return {};
  }
  std::string out;
  for (const auto& alt : alternatives) {
    std::string conj;
    for (const auto& p : alt.all) {
      const Column* column = scope.table->column(p.column);
      const std::string col = scope.column_sql(p.column);
      const Type type = column ? column->type : Type::text;
      const auto me = [&] { return w.value(Type::uuid, caller.user_id); };
      std::string part;
      constexpr std::string_view kActiveShops = R"sql(
          (SELECT _act."id" FROM "businesses" AS _act WHERE _act."is_active" = true))sql";
      const bool anonymous_ok =
          p.kind == Predicate::Kind::column_equals || p.kind == Predicate::Kind::column_in ||
          p.kind == Predicate::Kind::active_shop || p.kind == Predicate::Kind::active_staff;
      if (caller.user_id.empty() && !anonymous_ok) {
        part = "1 = 0";
      } else if (p.kind == Predicate::Kind::active_shop) {
        part = col + " IN " + std::string(kActiveShops);
      } else if (p.kind == Predicate::Kind::active_staff) {
        // Joins rather than nested IN (SELECT ...): each nesting costs SQLite parser stack, and
        // a 4-level embed with these policies at every level must still parse (issue 27).
        part = col +
               " IN (SELECT _st.\"id\" FROM \"staff\" AS _st JOIN \"businesses\" AS _act ON "
               "_act.\"id\" = _st.\"business_id\" WHERE _st.\"is_active\" = true AND "
               "_act.\"is_active\" = true)";
      } else if (p.kind == Predicate::Kind::own_staff) {
        part = col +
               " IN (SELECT _st.\"id\" FROM \"staff\" AS _st JOIN \"businesses\" AS _own ON "
               "_own.\"id\" = _st.\"business_id\" WHERE _own.\"merchant_id\" = " +
               me() + ")";
      } else if (p.kind == Predicate::Kind::own_shop_review) {
        part = col +
               " IN (SELECT _rv.\"id\" FROM \"reviews\" AS _rv JOIN \"businesses\" AS _own ON "
               "_own.\"id\" = _rv.\"shop_id\" WHERE _own.\"merchant_id\" = " +
               me() + ")";
      } else if (p.kind == Predicate::Kind::service_of_staff_shop) {
        part = col +
               " IN (SELECT _sv.\"id\" FROM \"services\" AS _sv JOIN \"staff\" AS _sst ON "
               "_sst.\"business_id\" = _sv.\"shop_id\" WHERE _sst.\"id\" = " +
               scope.column_sql(p.values.at(0)) + ")";
      } else if (p.kind == Predicate::Kind::staff_of_shop) {
        part = "(" + col + " IS NULL OR " + col +
               " IN (SELECT _sst.\"id\" FROM \"staff\" AS _sst WHERE _sst.\"business_id\" = " +
               scope.column_sql(p.values.at(0)) + "))";
      } else if (p.kind == Predicate::Kind::member_of_shop ||
                 p.kind == Predicate::Kind::staff_of_member_shop) {
        std::string roles;
        for (std::size_t i = 0; i < p.values.size(); ++i) {
          if (i) roles += ", ";
          roles += w.value(Type::text, std::string(p.values[i]));
        }
        const std::string team = "_tm.\"user_id\" = " + me() +
                                 " AND _tm.\"status\" = 'active' AND _tm.\"role\" IN (" + roles +
                                 ")";
        part = p.kind == Predicate::Kind::member_of_shop
                   ? col + " IN (SELECT _tm.\"shop_id\" FROM \"shop_members\" AS _tm WHERE " +
                         team + ")"
                   : col +
                         " IN (SELECT _st.\"id\" FROM \"staff\" AS _st JOIN \"shop_members\" AS "
                         "_tm ON _tm.\"shop_id\" = _st.\"business_id\" WHERE " +
                         team + ")";
      } else if (p.kind == Predicate::Kind::own_calendar) {
        part =
            col +
            " IN (SELECT _tm.\"staff_id\" FROM \"shop_members\" AS _tm WHERE _tm.\"user_id\" = " +
            me() + " AND _tm.\"status\" = 'active' AND _tm.\"role\" = 'staff')";
      } else if (p.kind == Predicate::Kind::member_customer) {
        part = col +
               " IN (SELECT _bk.\"user_id\" FROM \"bookings\" AS _bk JOIN \"shop_members\" AS "
               "_tm ON _tm.\"shop_id\" = _bk.\"shop_id\" WHERE _tm.\"user_id\" = " +
               me() +
               " AND _tm.\"status\" = 'active' AND (_tm.\"role\" = 'manager' OR "
               "_bk.\"staff_id\" = _tm.\"staff_id\"))";
      } else if (p.kind == Predicate::Kind::column_is_me) {
        part = col + " = " + me();
      } else if (p.kind == Predicate::Kind::column_equals || p.kind == Predicate::Kind::column_in) {
        part = col + " IN (";
        for (std::size_t i = 0; i < p.values.size(); ++i) {
          auto v = value_from_text(type, p.values[i]);
          if (i) part += ", ";
          part += v ? w.value(type, *v) : "NULL";
        }
        part += ")";
      } else if (p.kind == Predicate::Kind::own_shop) {
        part = col +
               " IN (SELECT _own.\"id\" FROM \"businesses\" AS _own WHERE _own.\"merchant_id\" = " +
               me() + ")";
      } else {
        part = col +
               " IN (SELECT _bk.\"user_id\" FROM \"bookings\" AS _bk JOIN \"businesses\" AS _own "
               "ON _own.\"id\" = _bk.\"shop_id\" WHERE _own.\"merchant_id\" = " +
               me() + ")";
      }
      if (!conj.empty()) conj += " AND ";
      conj += part;
    }
    if (!out.empty()) out += " OR ";
    out += "(" + conj + ")";
  }
  return "(" + out + ")";
}

}  // namespace emu::rest
