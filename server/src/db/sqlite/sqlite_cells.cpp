#include "db/sqlite/sqlite_cells.hpp"

#include <boost/json/parse.hpp>
#include <cctype>
#include <charconv>
#include <cmath>
#include <string>
#include <string_view>

#include "db/json_text.hpp"

namespace emu::db::sqlite {
namespace {

enum class Kind { boolean, json, text, integer, real, storage };

Kind kind_of(const char* decltype_name) {
  if (decltype_name == nullptr) return Kind::storage;
  std::string d(decltype_name);
  for (auto& c : d) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  auto has = [&](std::string_view s) { return d.find(s) != std::string::npos; };
  // Order matters: TIMESTAMPTZ and UUID must be caught before the INT test, as in SQLite's own
  // affinity rules.
  if (has("BOOL")) return Kind::boolean;
  if (has("JSON")) return Kind::json;
  if (has("TIME") || has("DATE") || has("UUID") || has("CHAR") || has("TEXT") || has("CLOB"))
    return Kind::text;
  if (has("INT")) return Kind::integer;
  if (has("NUMERIC") || has("DECIMAL") || has("REAL") || has("DOUB") || has("FLOA"))
    return Kind::real;
  return Kind::text;
}

std::string_view text_of(sqlite3_stmt* stmt, int col) {
  const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt, col));
  return p ? std::string_view(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt, col)))
           : std::string_view{};
}

boost::json::value from_storage(sqlite3_stmt* stmt, int col, int type) {
  switch (type) {
    case SQLITE_INTEGER:
      return sqlite3_column_int64(stmt, col);
    case SQLITE_FLOAT:
      return sqlite3_column_double(stmt, col);
    case SQLITE_BLOB: {
      const auto* p = static_cast<const char*>(sqlite3_column_blob(stmt, col));
      return boost::json::string(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt, col)));
    }
    default:
      return boost::json::string(text_of(stmt, col));
  }
}

// A cell by its storage class, as SQLite's json_object() writes it.
void append_natural(std::string& out, sqlite3_stmt* stmt, int col, int type) {
  switch (type) {
    case SQLITE_NULL:
      out += "null";
      return;
    case SQLITE_INTEGER: {
      char buf[24];
      auto [end, ec] = std::to_chars(buf, buf + sizeof buf, sqlite3_column_int64(stmt, col));
      out.append(buf, end);
      return;
    }
    case SQLITE_FLOAT: {
      const double v = sqlite3_column_double(stmt, col);
      if (std::isinf(v)) {
        out += v > 0 ? "9.0e+999" : "-9.0e+999";  // json_object()'s spelling
      } else {
        out += text_of(stmt, col);  // SQLite's "%!.15g", as json_object() prints it
      }
      return;
    }
    default:
      append_json_string(out, text_of(stmt, col));
  }
}

// BOOLEAN has NUMERIC affinity: 1/0 normally, text when a string such as 'true' was bound.
// The same test as the data API's SQL: value IN (1, '1', 'true', 't').
void append_boolean(std::string& out, sqlite3_stmt* stmt, int col, int type) {
  bool v = false;
  switch (type) {
    case SQLITE_NULL:
      out += "null";
      return;
    case SQLITE_INTEGER:
      v = sqlite3_column_int64(stmt, col) == 1;
      break;
    case SQLITE_FLOAT:
      v = sqlite3_column_double(stmt, col) == 1.0;
      break;
    default: {
      const auto t = text_of(stmt, col);
      v = t == "1" || t == "true" || t == "t";
    }
  }
  out += v ? "true" : "false";
}

}  // namespace

void append_json_cell(std::string& out, sqlite3_stmt* stmt, int col, JsonCell cell) {
  const int type = sqlite3_column_type(stmt, col);
  switch (cell) {
    case JsonCell::boolean:
      append_boolean(out, stmt, col, type);
      return;
    case JsonCell::json:
      if (type == SQLITE_TEXT) {
        out += text_of(stmt, col);
        return;
      }
      break;
    case JsonCell::natural:
      break;
  }
  append_natural(out, stmt, col, type);
}

boost::json::value read_cell(sqlite3_stmt* stmt, int col) {
  const int type = sqlite3_column_type(stmt, col);
  if (type == SQLITE_NULL) return nullptr;
  switch (kind_of(sqlite3_column_decltype(stmt, col))) {
    case Kind::boolean:
      if (type == SQLITE_TEXT) {
        // A bound string such as "true" is stored as text (BOOLEAN has NUMERIC affinity).
        const auto t = text_of(stmt, col);
        return t == "true" || t == "t" || t == "1" || t == "TRUE";
      }
      return sqlite3_column_int64(stmt, col) != 0;
    case Kind::json: {
      if (type != SQLITE_TEXT) return from_storage(stmt, col, type);
      boost::system::error_code ec;
      auto v = boost::json::parse(text_of(stmt, col), ec);
      if (ec) return boost::json::string(text_of(stmt, col));
      return v;
    }
    case Kind::text:
      return boost::json::string(text_of(stmt, col));
    case Kind::integer:
      return type == SQLITE_TEXT ? from_storage(stmt, col, type)
                                 : boost::json::value(sqlite3_column_int64(stmt, col));
    case Kind::real:
      return type == SQLITE_TEXT ? from_storage(stmt, col, type)
                                 : boost::json::value(sqlite3_column_double(stmt, col));
    case Kind::storage:
      break;
  }
  return from_storage(stmt, col, type);
}

}  // namespace emu::db::sqlite
