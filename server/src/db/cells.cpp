#include "db/cells.hpp"

#include <boost/json/serialize.hpp>
#include <charconv>

namespace emu::db {

Result<bool> any_row(Connection& conn, std::string_view sql, std::initializer_list<Param> params) {
  auto r = run(conn, sql, params);
  if (!r) return std::unexpected(r.error());
  return !r->rows.empty();
}

Result<std::optional<std::string>> first_text(Connection& conn, std::string_view sql,
                                              std::initializer_list<Param> params) {
  auto r = run(conn, sql, params);
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::optional<std::string>();
  return std::optional<std::string>(text(r->rows[0][0]));
}

Result<std::optional<boost::json::object>> first_object(Connection& conn, std::string_view sql,
                                                        std::initializer_list<Param> params) {
  auto r = run(conn, sql, params);
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::optional<boost::json::object>();
  auto rows = r->to_objects();
  return std::optional<boost::json::object>(std::move(rows[0].as_object()));
}

std::string text(const boost::json::value& v) {
  if (v.is_string()) return std::string(v.as_string());
  if (v.is_null()) return {};
  return boost::json::serialize(v);
}

std::int64_t integer(const boost::json::value& v, std::int64_t fallback) {
  if (v.is_int64()) return v.as_int64();
  if (v.is_uint64()) return static_cast<std::int64_t>(v.as_uint64());
  if (v.is_double()) return static_cast<std::int64_t>(v.as_double());
  if (v.is_string()) {
    std::int64_t n = fallback;
    const auto s = v.as_string();
    std::from_chars(s.data(), s.data() + s.size(), n);
    return n;
  }
  return fallback;
}

double real(const boost::json::value& v, double fallback) {
  if (v.is_double()) return v.as_double();
  if (v.is_int64()) return static_cast<double>(v.as_int64());
  if (v.is_uint64()) return static_cast<double>(v.as_uint64());
  if (v.is_string()) {
    try {
      return std::stod(std::string(v.as_string()));
    } catch (...) {
      return fallback;
    }
  }
  return fallback;
}

bool boolean(const boost::json::value& v) {
  if (v.is_bool()) return v.as_bool();
  if (v.is_int64()) return v.as_int64() != 0;
  if (v.is_string()) {
    const auto s = v.as_string();
    return s == "t" || s == "true" || s == "1";
  }
  return false;
}

}  // namespace emu::db
