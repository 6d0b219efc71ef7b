#include "domain/booking_time.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>

namespace emu::domain {
namespace {

using namespace std::chrono;

std::optional<int> digits(std::string_view text, std::size_t pos, std::size_t len) {
  if (pos + len > text.size()) return std::nullopt;
  int value = 0;
  for (std::size_t i = pos; i < pos + len; ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
  }
  std::from_chars(text.data() + pos, text.data() + pos + len, value);
  return value;
}

constexpr std::array<std::string_view, 7> kWeekdayKeys{"sun", "mon", "tue", "wed",
                                                       "thu", "fri", "sat"};

struct Parsed {
  Minute at;
  bool whole_minute;
};

std::optional<Parsed> parse(std::string_view t) {
  if (t.size() < 16 || t[4] != '-' || t[7] != '-' || (t[10] != 'T' && t[10] != ' ') ||
      t[13] != ':') {
    return std::nullopt;
  }
  auto date = parse_date(t.substr(0, 10));
  auto h = digits(t, 11, 2);
  auto mi = digits(t, 14, 2);
  if (!date || !h || !mi || *h > 23 || *mi > 59) return std::nullopt;
  std::size_t pos = 16;
  bool whole = true;
  if (pos < t.size() && t[pos] == ':') {
    auto s = digits(t, pos + 1, 2);
    if (!s || *s > 59) return std::nullopt;
    whole = *s == 0;
    pos += 3;
    if (pos < t.size() && t[pos] == '.') {
      ++pos;
      const auto start = pos;
      while (pos < t.size() && t[pos] >= '0' && t[pos] <= '9') {
        if (t[pos] != '0') whole = false;
        ++pos;
      }
      if (pos == start) return std::nullopt;
    }
  }
  Minute offset = 0;
  if (pos == t.size()) return std::nullopt;  // a bare local time is ambiguous
  if (t[pos] == 'Z' || t[pos] == 'z') {
    if (pos + 1 != t.size()) return std::nullopt;
  } else if (t[pos] == '+' || t[pos] == '-') {
    auto oh = digits(t, pos + 1, 2);
    if (!oh) return std::nullopt;
    int om = 0;
    std::size_t end = pos + 3;
    if (end < t.size()) {
      if (t[end] == ':') ++end;
      auto m = digits(t, end, 2);
      if (!m) return std::nullopt;
      om = *m;
      end += 2;
    }
    if (end != t.size() || *oh > 14 || om > 59) return std::nullopt;
    offset = (*oh * 60 + om) * (t[pos] == '-' ? -1 : 1);
  } else {
    return std::nullopt;
  }
  const Minute local =
      duration_cast<minutes>(sys_days{*date}.time_since_epoch()).count() + *h * 60 + *mi;
  return Parsed{local - offset, whole};
}

std::string format_at(Minute at, Minute offset, std::string_view suffix) {
  const auto local = sys_days{} + minutes{at + offset};
  const auto day = floor<days>(local);
  const year_month_day d{day};
  const hh_mm_ss clock{local - day};
  return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:00{}", static_cast<int>(d.year()),
                     static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()),
                     clock.hours().count(), clock.minutes().count(), suffix);
}

}  // namespace

std::optional<year_month_day> parse_date(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  auto y = digits(text, 0, 4);
  auto m = digits(text, 5, 2);
  auto d = digits(text, 8, 2);
  if (!y || !m || !d) return std::nullopt;
  year_month_day date{year{*y}, month{static_cast<unsigned>(*m)}, day{static_cast<unsigned>(*d)}};
  if (!date.ok()) return std::nullopt;
  return date;
}

std::string format_date(year_month_day date) {
  return fmt::format("{:04}-{:02}-{:02}", static_cast<int>(date.year()),
                     static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
}

int weekday_of(year_month_day date) {
  return static_cast<int>(weekday{sys_days{date}}.c_encoding());
}

std::string_view weekday_key(int weekday) {
  return kWeekdayKeys.at(static_cast<std::size_t>(weekday % 7));
}

Minute hk_midnight(year_month_day date) {
  return duration_cast<minutes>(sys_days{date}.time_since_epoch()).count() - kHkOffsetMin;
}

year_month_day hk_date_of(Minute at) {
  return year_month_day{floor<days>(sys_days{} + minutes{at + kHkOffsetMin})};
}

std::optional<Minute> parse_instant(std::string_view text) {
  auto p = parse(text);
  if (!p || !p->whole_minute) return std::nullopt;
  return p->at;
}

std::optional<Minute> parse_db_instant(std::string_view text) {
  // PostgreSQL may print "+00" or "+00:00"; SQLite keeps what was written.
  auto p = parse(text);
  if (!p) return std::nullopt;
  return p->at;
}

std::string format_utc_minute(Minute at) { return format_at(at, 0, "Z"); }
std::string format_hkt(Minute at) { return format_at(at, kHkOffsetMin, "+08:00"); }

std::string hhmm_hkt(Minute at) {
  const Minute local = ((at + kHkOffsetMin) % 1440 + 1440) % 1440;
  return fmt::format("{:02}:{:02}", local / 60, local % 60);
}

std::optional<int> parse_hhmm(std::string_view text) {
  if (text.size() == 8 && text.substr(5) == ":00") text = text.substr(0, 5);  // HH:MM:SS
  if (text.size() != 5 || text[2] != ':') return std::nullopt;
  auto h = digits(text, 0, 2);
  auto m = digits(text, 3, 2);
  if (!h || !m || *m > 59 || *h > 24 || (*h == 24 && *m != 0)) return std::nullopt;
  return *h * 60 + *m;
}

Minute to_minute(system_clock::time_point t) { return ceil<minutes>(t.time_since_epoch()).count(); }

int occupied_minutes(std::int64_t duration_min, std::int64_t buffer_min) {
  const auto total = std::clamp<std::int64_t>(duration_min, 0, kMaxServiceMin) +
                     std::clamp<std::int64_t>(buffer_min, 0, kMaxBufferMin);
  return static_cast<int>((total + kCellMin - 1) / kCellMin * kCellMin);
}

}  // namespace emu::domain
