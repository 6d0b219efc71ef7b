#include "mail/hk_time.hpp"

#include <array>
#include <charconv>
#include <chrono>
#include <cstdio>

namespace emu::mail {
namespace {

std::optional<int> number_at(std::string_view text, std::size_t pos, std::size_t len) {
  if (pos + len > text.size()) return std::nullopt;
  int value = 0;
  auto [end, ec] = std::from_chars(text.data() + pos, text.data() + pos + len, value);
  if (ec != std::errc{} || end != text.data() + pos + len) return std::nullopt;
  return value;
}

constexpr std::array<std::string_view, 12> kMonths{"January",   "February", "March",    "April",
                                                   "May",       "June",     "July",     "August",
                                                   "September", "October",  "November", "December"};

}  // namespace

std::optional<std::string> hk_time_text(std::string_view utc, domain::Lang lang) {
  // YYYY-MM-DD[T ]HH:MM[:SS[.fff]] followed by Z, +00, +00:00 or nothing (UTC either way).
  if (utc.size() < 16 || utc[4] != '-' || utc[7] != '-' || (utc[10] != 'T' && utc[10] != ' ') ||
      utc[13] != ':') {
    return std::nullopt;
  }
  auto y = number_at(utc, 0, 4);
  auto mo = number_at(utc, 5, 2);
  auto d = number_at(utc, 8, 2);
  auto h = number_at(utc, 11, 2);
  auto mi = number_at(utc, 14, 2);
  if (!y || !mo || !d || !h || !mi) return std::nullopt;
  using namespace std::chrono;
  const year_month_day date{year{*y}, month{static_cast<unsigned>(*mo)},
                            day{static_cast<unsigned>(*d)}};
  if (!date.ok() || *h > 23 || *mi > 59) return std::nullopt;
  const auto hk = sys_days{date} + hours{*h} + minutes{*mi} + hours{8};
  const auto hk_day = floor<days>(hk);
  const year_month_day local{hk_day};
  const hh_mm_ss clock{hk - hk_day};
  char buf[96];
  if (lang == domain::Lang::zh) {
    std::snprintf(buf, sizeof buf, "%d年%u月%u日 %02ld:%02ld（香港時間）",
                  static_cast<int>(local.year()), static_cast<unsigned>(local.month()),
                  static_cast<unsigned>(local.day()), static_cast<long>(clock.hours().count()),
                  static_cast<long>(clock.minutes().count()));
  } else {
    std::snprintf(buf, sizeof buf, "%u %s %d, %02ld:%02ld HKT", static_cast<unsigned>(local.day()),
                  kMonths[static_cast<unsigned>(local.month()) - 1].data(),
                  static_cast<int>(local.year()), static_cast<long>(clock.hours().count()),
                  static_cast<long>(clock.minutes().count()));
  }
  return std::string(buf);
}

}  // namespace emu::mail
