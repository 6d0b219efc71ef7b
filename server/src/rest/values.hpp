// Stage 2c: values from the query string (text) and the body (JSON) cast to a column's type
// the way PostgreSQL casts text, but checked here so SQLite and PostgreSQL refuse the same
// inputs with the same code (22P02 bad syntax, 22007 bad date/time, 22003 out of range).
// The result is a canonical bound parameter; the SQL builder wraps its placeholder per
// dialect ($1::uuid on PostgreSQL, strftime(...) for SQLite timestamps, json($1) for JSON).
#pragma once

#include <boost/json/value.hpp>
#include <expected>
#include <string_view>

#include "db/database.hpp"
#include "rest/error.hpp"
#include "rest/schema_registry.hpp"

namespace emu::rest {

std::expected<db::Param, ValueError> value_from_text(Type type, std::string_view text);
std::expected<db::Param, ValueError> value_from_json(Type type, const boost::json::value& value);

// The text of a canonical value, as it appears in messages (Key (email)=(x)).
std::string display_value(const db::Param& param);

}  // namespace emu::rest
