// RFC 5545 text of the calendar feeds: escaping, folding at 75 octets without splitting a
// character, Hong Kong wall-clock times.
#include <gtest/gtest.h>

#include "domain/ics.hpp"

namespace emu::domain {
namespace {

TEST(Ics, TextEscapesWhatRfc5545Reserves) {
  EXPECT_EQ(ics_text("a;b,c\\d\r\ne"), "a\\;b\\,c\\\\d\\ne");
}

TEST(Ics, LongLinesFoldAt75OctetsAndNeverInsideACharacter) {
  const std::string ascii(160, 'x');
  const auto folded = ics_line(ascii);
  EXPECT_EQ(folded.substr(0, 77), std::string(75, 'x') + "\r\n");
  EXPECT_EQ(folded.substr(77, 1), " ");
  std::string zh;
  for (int i = 0; i < 40; ++i) zh += "美";  // 3 octets each
  const auto lines = ics_line("SUMMARY:" + zh);
  std::size_t start = 0;
  std::string unfolded;
  while (start < lines.size()) {
    auto end = lines.find("\r\n", start);
    ASSERT_NE(end, std::string::npos);
    EXPECT_LE(end - start, 75u);
    auto part = lines.substr(start, end - start);
    unfolded += start == 0 ? part : part.substr(1);
    start = end + 2;
  }
  EXPECT_EQ(unfolded, "SUMMARY:" + zh);
}

TEST(Ics, TimesAreHongKongWallClock) {
  const auto at = *parse_instant("2026-12-02T16:15:00+08:00");
  EXPECT_EQ(ics_hk_local(at), "20261202T161500");
  EXPECT_EQ(ics_utc(at), "20261202T081500Z");
  const auto cal =
      ics_calendar("Glow", at, {{"b1@emu.hk", at, at + 60, "Gel · Amy", "", "CONFIRMED"}});
  EXPECT_NE(cal.find("DTSTART;TZID=Asia/Hong_Kong:20261202T161500\r\n"), std::string::npos);
  EXPECT_NE(cal.find("BEGIN:VTIMEZONE\r\nTZID:Asia/Hong_Kong\r\n"), std::string::npos);
}

}  // namespace
}  // namespace emu::domain
