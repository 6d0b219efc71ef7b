#include "auth/clock.hpp"

#include <charconv>

namespace emu::auth {
namespace {

bool read_int(std::string_view text, std::size_t pos, std::size_t len, int& out) {
  if (pos + len > text.size()) return false;
  auto first = text.data() + pos;
  auto [end, ec] = std::from_chars(first, first + len, out);
  return ec == std::errc{} && end == first + len;
}

}  // namespace

std::optional<Clock::time_point> parse_utc(std::string_view text) {
  int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0;
  if (text.size() < 20 || text[4] != '-' || text[7] != '-' ||
      (text[10] != 'T' && text[10] != ' ') || text[13] != ':' || text[16] != ':' ||
      !read_int(text, 0, 4, y) || !read_int(text, 5, 2, mo) || !read_int(text, 8, 2, d) ||
      !read_int(text, 11, 2, h) || !read_int(text, 14, 2, mi) || !read_int(text, 17, 2, s)) {
    return std::nullopt;
  }
  std::size_t pos = 19;
  std::chrono::microseconds fraction{0};
  if (pos < text.size() && text[pos] == '.') {
    long long value = 0;
    int digits = 0;
    for (++pos; pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])); ++pos) {
      if (digits < 6) {
        value = value * 10 + (text[pos] - '0');
        ++digits;
      }
    }
    for (; digits < 6; ++digits) value *= 10;
    fraction = std::chrono::microseconds(value);
  }
  auto zone = text.substr(pos);
  if (zone != "Z" && zone != "+00:00" && zone != "+00") return std::nullopt;
  std::chrono::year_month_day ymd{std::chrono::year(y),
                                  std::chrono::month(static_cast<unsigned>(mo)),
                                  std::chrono::day(static_cast<unsigned>(d))};
  if (!ymd.ok() || h > 23 || mi > 59 || s > 60) return std::nullopt;
  return std::chrono::sys_days(ymd) + std::chrono::hours(h) + std::chrono::minutes(mi) +
         std::chrono::seconds(s) + fraction;
}

std::int64_t epoch_seconds(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::seconds>(t.time_since_epoch()).count();
}

bool expired(std::string_view stamp, std::chrono::seconds ttl, Clock::time_point now) {
  auto t = parse_utc(stamp);
  return !t || *t + ttl < now;
}

}  // namespace emu::auth
