#include "rest/sql_writer.hpp"

namespace emu::rest {

std::string SqlWriter::bind(db::Param value) {
  params_.push_back(std::move(value));
  return "$" + std::to_string(params_.size());
}

std::string SqlWriter::value(Type type, db::Param v) {
  const bool is_null = std::holds_alternative<std::nullptr_t>(v);
  std::string p = bind(std::move(v));
  if (pg()) return p + std::string(pg_cast(type));
  if (is_null) return p;
  switch (type) {
    // Stored as RFC 3339 UTC text with milliseconds, so text order is time order.
    case Type::timestamptz:
      return "strftime('%Y-%m-%dT%H:%M:%fZ', " + p + ")";
    case Type::jsonb:
    case Type::jsonb_array:
      return "json(" + p + ")";
    default:
      return p;
  }
}

std::string SqlWriter::ident(std::string_view name) { return "\"" + std::string(name) + "\""; }

std::string SqlWriter::key(std::string_view name) { return "'" + std::string(name) + "'"; }

std::string SqlWriter::json_output(Type type, const std::string& c) const {
  if (pg()) {
    if (type == Type::timestamptz) {
      return "to_char(" + c + " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')";
    }
    return c;
  }
  switch (type) {
    case Type::boolean:
      return "json(CASE WHEN " + c + " IS NULL THEN NULL WHEN " + c +
             " IN (1, '1', 'true', 't') THEN 'true' ELSE 'false' END)";
    case Type::jsonb:
    case Type::jsonb_array:
      return "json(" + c + ")";
    default:
      return c;
  }
}

std::string SqlWriter::next_alias(std::string_view prefix) {
  return std::string(prefix) + std::to_string(++aliases_);
}

}  // namespace emu::rest
