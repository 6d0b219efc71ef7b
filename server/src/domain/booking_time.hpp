// Booking times (marketplace.md 3.2): every booking instant is a whole minute counted from the
// Unix epoch (UTC), and every wall-clock value a person sees is Hong Kong time, which is
// UTC+08:00 all year (no daylight saving). Nothing here reads the process time zone: the
// server answers the same slots whatever TZ it runs under.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace emu::domain {

using Minute = std::int64_t;  // minutes since 1970-01-01T00:00Z

inline constexpr Minute kHkOffsetMin = 8 * 60;
inline constexpr int kCellMin = 5;  // booking_slots cell length
// A service lasts at most a day and its buffer is at most a day (migrations/0016), so a booking
// holds its staff member for at most two days: a bounded number of cells.
inline constexpr int kMaxServiceMin = 1440;
inline constexpr int kMaxBufferMin = 1440;

// "YYYY-MM-DD" as a calendar date; nullopt when malformed or not a real day.
std::optional<std::chrono::year_month_day> parse_date(std::string_view text);
std::string format_date(std::chrono::year_month_day date);
// 0 = Sunday ... 6 = Saturday (staff_hours.weekday).
int weekday_of(std::chrono::year_month_day date);
// "mon" ... "sun" (businesses.operating_hours keys).
std::string_view weekday_key(int weekday);
// The instant of 00:00 HKT on that date.
Minute hk_midnight(std::chrono::year_month_day date);
// The HKT calendar date of an instant.
std::chrono::year_month_day hk_date_of(Minute at);

// RFC 3339: YYYY-MM-DD[T ]HH:MM[:SS[.fff]] then Z, +HH[:MM] or -HH[:MM]; seconds and fractions
// must be zero (bookings start on whole minutes). nullopt otherwise.
std::optional<Minute> parse_instant(std::string_view text);
// The same for any timestamp the database prints (fractions and seconds dropped).
std::optional<Minute> parse_db_instant(std::string_view text);
// "2026-12-01T08:15:00Z": the one spelling stored in booking columns, so SQLite's text
// comparison orders instants correctly.
std::string format_utc_minute(Minute at);
// "2026-12-01T16:15:00+08:00": what the API answers.
std::string format_hkt(Minute at);
// "16:15" in HKT.
std::string hhmm_hkt(Minute at);
// "HH:MM" (00:00-24:00) as minutes from midnight; nullopt when malformed.
std::optional<int> parse_hhmm(std::string_view text);

// Rounded up, so "now + notice" never lets a start in early.
Minute to_minute(std::chrono::system_clock::time_point t);

// ceil((duration + buffer) / 5) * 5: the minutes a booking holds its staff member, each part
// taken within its bounds above (a stored value beyond them cannot overflow or hold more).
int occupied_minutes(std::int64_t duration_min, std::int64_t buffer_min);

}  // namespace emu::domain
