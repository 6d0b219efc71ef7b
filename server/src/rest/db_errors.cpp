#include "rest/db_errors.hpp"

#include "rest/values.hpp"

namespace emu::rest {
namespace {

std::string q(std::string_view s) { return "\"" + std::string(s) + "\""; }

// A registry column named in the driver's text (PostgreSQL `column "x"`, SQLite `t.x`); only a
// registry name is ever echoed.
const Column* column_in_message(const Table& table, std::string_view message) {
  for (const auto& c : table.columns) {
    const std::string pg = "column \"" + std::string(c.name) + "\"";
    const std::string lite = "." + std::string(c.name);
    if (message.find(pg) != std::string_view::npos || message.ends_with(lite)) return &c;
  }
  return nullptr;
}

std::optional<std::string> key_details(const Table& table, std::string_view constraint,
                                       const std::vector<const boost::json::object*>& rows) {
  for (const auto& key : table.unique) {
    if (key.name != constraint) continue;
    for (const auto* row : rows) {
      std::string cols, vals;
      bool complete = true;
      for (const auto& name : key.columns) {
        const auto* v = row->if_contains(name);
        const Column* c = table.column(name);
        if (!v || !c) {
          complete = false;
          break;
        }
        auto param = value_from_json(c->type, *v);
        if (!param) {
          complete = false;
          break;
        }
        cols += (cols.empty() ? "" : ", ") + std::string(name);
        vals += (vals.empty() ? "" : ", ") + display_value(*param);
      }
      if (complete) return "Key (" + cols + ")=(" + vals + ") already exists.";
    }
  }
  return std::nullopt;
}

bool safe_name(std::string_view s) {
  if (s.empty() || s.size() > 63) return false;
  for (char c : s) {
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  }
  return true;
}

}  // namespace

ExecError map_db_error(const db::DbError& e, const Table* table,
                       const std::vector<const boost::json::object*>& rows) {
  const std::string tname = table ? std::string(table->name) : std::string("?");
  const std::string constraint = safe_name(e.constraint) ? e.constraint : std::string();
  if (e.sqlstate == "23505") {
    return make_error<ExecError>("23505",
                                 "duplicate key value violates unique constraint " + q(constraint),
                                 table ? key_details(*table, constraint, rows) : std::nullopt);
  }
  if (e.sqlstate == "23503") {
    // SQLite does not name the constraint, so neither side does.
    return make_error<ExecError>(
        "23503",
        "insert, update or delete on table " + q(tname) + " violates a foreign key constraint",
        "A referenced row is missing, or the row is still referenced.");
  }
  if (e.sqlstate == "23502") {
    const Column* c = table ? column_in_message(*table, e.message) : nullptr;
    return make_error<ExecError>("23502", "null value in column " + q(c ? c->name : "?") +
                                              " of relation " + q(tname) +
                                              " violates not-null constraint");
  }
  if (e.sqlstate == "23514") {
    return make_error<ExecError>("23514", "new row for relation " + q(tname) +
                                              " violates check constraint " + q(constraint));
  }
  if (e.sqlstate == "54001") {
    return make_error<ExecError>("54001", "The request is too complex",
                                 "Ask for fewer or shallower embedded resources");
  }
  if (e.sqlstate == "22P02" || e.sqlstate == "22007" || e.sqlstate == "22003" ||
      e.sqlstate == "22021" || e.sqlstate == "22023" || e.sqlstate == "54000") {
    return make_error<ExecError>(e.sqlstate, "invalid input value");
  }
  if (db::is_unavailable(e.sqlstate)) {
    return make_error<ExecError>(e.sqlstate, "The database is busy, try again");
  }
  return make_error<ExecError>("XX000", "Internal server error");
}

}  // namespace emu::rest
