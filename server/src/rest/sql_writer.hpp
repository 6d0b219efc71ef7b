// Stage 3a: the dialect-specific pieces of SQL, in one place. Values are always bound
// parameters ($n on both engines); identifiers are only ever registry names, quoted.
//   PostgreSQL: $n::type casts, row_to_json/json_agg, to_char for timestamps.
//   SQLite:     typed binds, strftime() normalising timestamps, json()/json_object().
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"
#include "rest/schema_registry.hpp"

namespace emu::rest {

class SqlWriter {
 public:
  explicit SqlWriter(db::Dialect dialect) : dialect_(dialect) {}
  [[nodiscard]] db::Dialect dialect() const { return dialect_; }
  [[nodiscard]] bool pg() const { return dialect_ == db::Dialect::postgres; }

  // A placeholder for a raw parameter (no cast): limits, offsets.
  std::string bind(db::Param value);
  // A placeholder for a value of a column's type, cast/normalised per dialect.
  std::string value(Type type, db::Param value);

  // "name" — callers pass registry names or validated aliases only.
  static std::string ident(std::string_view name);
  // 'text' — for validated JSON keys only (letters, digits, '_').
  static std::string key(std::string_view name);

  // The expression that puts a column into a JSON row with the right JSON type.
  [[nodiscard]] std::string json_output(Type type, const std::string& column_sql) const;

  // A fresh alias t1, t2, ... for nested FROM items.
  std::string next_alias(std::string_view prefix);

  std::vector<db::Param>& params() { return params_; }

 private:
  db::Dialect dialect_;
  std::vector<db::Param> params_;
  int aliases_ = 0;
};

}  // namespace emu::rest
