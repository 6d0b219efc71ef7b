// businesses.operating_hours, the strict format of marketplace.md section 2, checked on every
// write: a JSON object whose keys are days (mon, tue, wed, thu, fri, sat, sun; a day left out has
// no shop-level bound) and whose values are "closed" or ascending, non-overlapping
// "HH:MM-HH:MM" intervals of one Hong Kong day joined by commas, without spaces
// ("10:00-13:00,14:00-20:00"; 24:00 may end a day). null clears the hours. This is what the
// merchant's opening hours form writes (web/src/features/merchant-dashboard/bookings/lib/hours.ts).
#pragma once

#include <boost/json/value.hpp>
#include <optional>
#include <string>

namespace emu::domain {

// What is wrong with a value for operating_hours ("tue: 9:00-18:00 is not HH:MM-HH:MM"), or
// nullopt when it is in the strict format.
std::optional<std::string> operating_hours_problem(const boost::json::value& value);

}  // namespace emu::domain
