// A tiny helper for the auth room's SQL: one statement with an inline parameter list.
#pragma once

#include <initializer_list>
#include <span>
#include <string_view>

#include "db/database.hpp"

namespace emu::auth {

inline db::Result<db::ResultSet> exec(db::Connection& conn, std::string_view sql,
                                      std::initializer_list<db::Param> params = {}) {
  return conn.query(sql, std::span<const db::Param>(params.begin(), params.size()));
}

// Helpers for reading typed cells.
inline std::string cell_string(const boost::json::value& v) {
  return v.is_string() ? std::string(v.as_string()) : std::string();
}
inline std::optional<std::string> cell_optional(const boost::json::value& v) {
  if (v.is_string()) return std::string(v.as_string());
  return std::nullopt;
}

}  // namespace emu::auth
