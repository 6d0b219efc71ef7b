// Running one statement with an inline parameter list, and reading the cells it answers: the
// helpers every store shares, so no folder keeps its own copy. Cells are typed as
// ResultSet says (database.hpp); these readers also accept the other engine's spelling
// (SQLite keeps booleans as 0/1, PostgreSQL may answer NUMERIC as text).
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "db/database.hpp"

namespace emu::db {

inline Result<ResultSet> run(Connection& conn, std::string_view sql,
                             std::initializer_list<Param> params = {}) {
  return conn.query(sql, std::span<const Param>(params.begin(), params.size()));
}

// A statement run for its effect: its outcome, the rows (if any) not read.
inline Result<void> done(const Result<ResultSet>& r) {
  if (!r) return std::unexpected(r.error());
  return {};
}
// Whether the statement changed exactly one row: a conditional UPDATE that moved its row on
// (false: the row was not in the state the statement expects any more).
inline Result<bool> changed_one(const Result<ResultSet>& r) {
  if (!r) return std::unexpected(r.error());
  return r->affected_rows == 1;
}
// Whether the statement answers any row.
Result<bool> any_row(Connection& conn, std::string_view sql,
                     std::initializer_list<Param> params = {});
// The first row the statement answers, as an object keyed by column; nullopt without one.
Result<std::optional<boost::json::object>> first_object(Connection& conn, std::string_view sql,
                                                        std::initializer_list<Param> params = {});
// The first cell of the first row, as text(); nullopt without a row.
Result<std::optional<std::string>> first_text(Connection& conn, std::string_view sql,
                                              std::initializer_list<Param> params = {});
// The first row the statement answers, made into a value by `make` (called with the row's
// cells); nullopt without one.
template <class Make>
auto first_row(Connection& conn, std::string_view sql, std::initializer_list<Param> params,
               Make make)
    -> Result<std::optional<std::invoke_result_t<Make, const std::vector<boost::json::value>&>>> {
  using T = std::invoke_result_t<Make, const std::vector<boost::json::value>&>;
  auto r = run(conn, sql, params);
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::optional<T>();
  return std::optional<T>(make(r->rows[0]));
}

// A string cell as it is; NULL as ""; anything else as its JSON text.
std::string text(const boost::json::value& v);
// An integer cell (a double is truncated, a string parsed); `fallback` when unreadable.
std::int64_t integer(const boost::json::value& v, std::int64_t fallback = 0);
// A number cell (integers widened, a string parsed); `fallback` when unreadable.
double real(const boost::json::value& v, double fallback = 0);
// true, a non-zero integer, or the text "t" / "true" / "1".
bool boolean(const boost::json::value& v);

}  // namespace emu::db
