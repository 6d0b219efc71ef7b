// Reading database cells and running one statement: the small helpers every booking file uses.
#pragma once

#include <boost/json/value.hpp>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "db/database.hpp"
#include "domain/booking_time.hpp"

namespace emu::booking {

inline db::Result<db::ResultSet> run(db::Connection& conn, std::string_view sql,
                                     std::initializer_list<db::Param> params = {}) {
  return conn.query(sql, std::span<const db::Param>(params.begin(), params.size()));
}

std::string text(const boost::json::value& v);
std::int64_t integer(const boost::json::value& v, std::int64_t fallback = 0);
double real(const boost::json::value& v, double fallback = 0);
bool boolean(const boost::json::value& v);
// A stored timestamp as a minute; nullopt for NULL or an unreadable value.
std::optional<domain::Minute> instant(const boost::json::value& v);
inline db::Param utc(domain::Minute at) { return domain::format_utc_minute(at); }

}  // namespace emu::booking
