// The Observatory's warning summary as the two signals Emu acts on (observatory/warnsum.hpp).
#include <gtest/gtest.h>

#include "observatory/warnsum.hpp"

namespace emu::observatory {
namespace {

TEST(Warnsum, NoWarningsIsAnEmptyObject) {
  auto s = parse_warnsum("{}");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(*s, (Signals{false, false}));
}

TEST(Warnsum, SignalEightAndAboveInEveryQuadrantAndBlackRain) {
  for (const char* code : {"TC8NE", "TC8SE", "TC8NW", "TC8SW", "TC9", "TC10"}) {
    auto s = parse_warnsum(
        std::string(R"({"WTCSGNL":{"name":"Tropical Cyclone Warning Signal","code":")") + code +
        R"(","actionCode":"ISSUE","issueTime":"2026-09-01T03:00:00+08:00"}})");
    ASSERT_TRUE(s.has_value()) << code;
    EXPECT_TRUE(s->t8) << code;
    EXPECT_FALSE(s->black_rain) << code;
  }
  auto rain = parse_warnsum(
      R"({"WRAIN":{"name":"Rainstorm Warning Signal","code":"WRAINB","actionCode":"EXTEND"}})");
  ASSERT_TRUE(rain.has_value());
  EXPECT_EQ(*rain, (Signals{false, true}));
}

TEST(Warnsum, LowerSignalsOtherWarningsAndCancellationsDoNotCount) {
  auto s = parse_warnsum(
      R"({"WTCSGNL":{"code":"TC3","actionCode":"ISSUE"},"WRAIN":{"code":"WRAINR","actionCode":"ISSUE"},)"
      R"("WHOT":{"code":"WHOT","actionCode":"ISSUE"},"WTS":{"code":"WTS","actionCode":"ISSUE"}})");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(*s, (Signals{false, false}));
  auto cancelled = parse_warnsum(
      R"({"WTCSGNL":{"code":"TC8NE","actionCode":"CANCEL"},"WRAIN":{"code":"WRAINB","actionCode":"CANCEL"}})");
  ASSERT_TRUE(cancelled.has_value());
  EXPECT_EQ(*cancelled, (Signals{false, false}));
}

TEST(Warnsum, WhatIsNotASummaryIsAnError) {
  EXPECT_FALSE(parse_warnsum("<html>maintenance</html>").has_value());
  EXPECT_FALSE(parse_warnsum("[]").has_value());
  EXPECT_FALSE(parse_warnsum(R"({"WTCSGNL":"TC8NE"})").has_value());
  EXPECT_FALSE(parse_warnsum(R"({"WTCSGNL":{"name":"no code"}})").has_value());
}

}  // namespace
}  // namespace emu::observatory
