// Reading database cells and running one statement: the shared helpers (db/cells.hpp) under
// the names every booking file uses, plus the booking's own time cells.
#pragma once

#include <boost/json/value.hpp>
#include <optional>

#include "db/cells.hpp"
#include "domain/booking_time.hpp"

namespace emu::booking {

using db::boolean;
using db::integer;
using db::real;
using db::run;
using db::text;

// A stored timestamp as a minute; nullopt for NULL or an unreadable value.
std::optional<domain::Minute> instant(const boost::json::value& v);
inline db::Param utc(domain::Minute at) { return domain::format_utc_minute(at); }

}  // namespace emu::booking
