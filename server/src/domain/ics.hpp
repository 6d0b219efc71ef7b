// RFC 5545 text, pure: the calendar feeds' VCALENDAR (GET /calendar/v1/<token>.ics, salon-day.md
// C.2) and the booking e-mails' attachment. Content lines end in CRLF and are folded at 75
// octets (never inside a UTF-8 character); TEXT values escape backslash, semicolon, comma and
// newline. Feed times are Hong Kong wall-clock times with TZID=Asia/Hong_Kong and its VTIMEZONE.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "domain/booking_time.hpp"

namespace emu::domain {

// A TEXT value: \\ \; \, and \n for a newline (a CR is dropped).
std::string ics_text(std::string_view text);
// One content line, folded at 75 octets (CRLF then a space) and ended with CRLF.
std::string ics_line(std::string_view line);
// 20261202T081500Z
std::string ics_utc(Minute at);
// 20261202T161500, the Hong Kong wall-clock time of the instant.
std::string ics_hk_local(Minute at);

struct IcsEvent {
  std::string uid;  // stable across reads: the same booking or block, the same UID
  Minute start = 0, end = 0;
  std::string summary, description;
  std::string status;  // CONFIRMED | TENTATIVE
};

// A whole calendar: X-WR-CALNAME `name`, the Asia/Hong_Kong VTIMEZONE, one VEVENT per event
// (DTSTAMP `stamp`).
std::string ics_calendar(std::string_view name, Minute stamp, const std::vector<IcsEvent>& events);

}  // namespace emu::domain
