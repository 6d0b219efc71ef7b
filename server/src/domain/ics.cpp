#include "domain/ics.hpp"

namespace emu::domain {
namespace {

constexpr std::size_t kMaxOctets = 75;

std::string compact(std::string_view iso) {  // 2026-12-02T08:15:00Z -> 20261202T081500Z
  std::string out;
  for (char c : iso) {
    if (c != '-' && c != ':') out += c;
  }
  return out;
}

}  // namespace

std::string ics_text(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '\r') continue;
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    if (c == '\\' || c == ';' || c == ',') out += '\\';
    out += c;
  }
  return out;
}

std::string ics_line(std::string_view line) {
  std::string out;
  std::size_t width = 0;  // octets on the current physical line
  for (std::size_t i = 0; i < line.size();) {
    // The whole UTF-8 character: a lead byte and its continuation bytes.
    std::size_t n = 1;
    while (i + n < line.size() && (static_cast<unsigned char>(line[i + n]) & 0xC0) == 0x80) ++n;
    if (width + n > kMaxOctets) {
      out += "\r\n ";
      width = 1;
    }
    out.append(line.substr(i, n));
    width += n;
    i += n;
  }
  out += "\r\n";
  return out;
}

std::string ics_utc(Minute at) { return compact(format_utc_minute(at)); }

std::string ics_hk_local(Minute at) {
  // format_utc_minute of the instant shifted by +08:00, without its Z.
  auto text = compact(format_utc_minute(at + kHkOffsetMin));
  if (!text.empty() && text.back() == 'Z') text.pop_back();
  return text;
}

std::string ics_calendar(std::string_view name, Minute stamp, const std::vector<IcsEvent>& events) {
  std::string out;
  for (auto line : {"BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Emu//Salon calendar//EN",
                    "CALSCALE:GREGORIAN", "METHOD:PUBLISH"}) {
    out += ics_line(line);
  }
  out += ics_line("X-WR-CALNAME:" + ics_text(name));
  out += ics_line("X-WR-TIMEZONE:Asia/Hong_Kong");
  for (auto line :
       {"BEGIN:VTIMEZONE", "TZID:Asia/Hong_Kong", "BEGIN:STANDARD", "DTSTART:19700101T000000",
        "TZOFFSETFROM:+0800", "TZOFFSETTO:+0800", "TZNAME:HKT", "END:STANDARD", "END:VTIMEZONE"}) {
    out += ics_line(line);
  }
  const auto dtstamp = ics_utc(stamp);
  for (const auto& e : events) {
    out += ics_line("BEGIN:VEVENT");
    out += ics_line("UID:" + e.uid);
    out += ics_line("DTSTAMP:" + dtstamp);
    out += ics_line("DTSTART;TZID=Asia/Hong_Kong:" + ics_hk_local(e.start));
    out += ics_line("DTEND;TZID=Asia/Hong_Kong:" + ics_hk_local(e.end));
    out += ics_line("SUMMARY:" + ics_text(e.summary));
    if (!e.description.empty()) out += ics_line("DESCRIPTION:" + ics_text(e.description));
    if (!e.status.empty()) out += ics_line("STATUS:" + e.status);
    out += ics_line("END:VEVENT");
  }
  out += ics_line("END:VCALENDAR");
  return out;
}

}  // namespace emu::domain
