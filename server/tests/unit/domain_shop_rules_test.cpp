// The rules that bind the shop in its own book (salon-day.md C.2): its hours and the staff
// member's hours bind unless outsideHours is sent; the online notice, horizon and step do not;
// blocked time covers whole cells and lasts at most a day.
#include <gtest/gtest.h>

#include "domain/shop_rules.hpp"

namespace emu::domain {
namespace {

using namespace std::chrono;

constexpr year_month_day kDay{year{2026}, December, day{2}};  // a Wednesday

Minute at(std::string_view text) { return *parse_instant(text); }

ShopDay glow_day(Minute now, std::string_view hours = R"({"wed":"10:00-20:00"})") {
  return ShopDay{.date = kDay,
                 .shop_hours = shop_hours_for(hours, 3),
                 .closures = {},
                 .step_min = 15,
                 .duration_min = 60,
                 .occupied_min = occupied_minutes(60, 15),
                 .min_notice_min = 60,
                 .horizon_days = 60,
                 .now = now,
                 .weather_active = true};
}
StaffDay amy() { return StaffDay{"amy", {{600, 780}, {840, 1140}}, {}, {}}; }

TEST(ShopStart, OnlineNoticeHorizonWeatherAndStepDoNotBindTheShop) {
  // "now" is five minutes before the start, with a warning in force: the customer is refused.
  const auto start = at("2026-12-02T10:05:00+08:00");
  const auto day = glow_day(start - 5);
  EXPECT_NE(check_start(day, amy(), start), StartRefusal::none);
  EXPECT_EQ(check_shop_start(day, amy(), start, false), StartRefusal::none);
  // A year ahead (beyond the 60-day horizon) is the shop's choice.
  const auto far = glow_day(start - 365 * 1440);
  EXPECT_EQ(check_start(far, amy(), start), StartRefusal::too_far);
  EXPECT_EQ(check_shop_start(far, amy(), start, false), StartRefusal::none);
}

TEST(ShopStart, StaffAndOpeningHoursBindUnlessOutsideHours) {
  const auto day = glow_day(0);
  const auto lunch = at("2026-12-02T12:30:00+08:00");  // ends 13:30, Amy's break
  EXPECT_EQ(check_shop_start(day, amy(), lunch, false), StartRefusal::outside_hours);
  EXPECT_EQ(check_shop_start(day, amy(), lunch, true), StartRefusal::none);
  const auto late = at("2026-12-02T19:30:00+08:00");  // after the shop closes at 20:00
  EXPECT_EQ(check_shop_start(day, amy(), late, false), StartRefusal::outside_hours);
  EXPECT_EQ(check_shop_start(day, amy(), late, true), StartRefusal::none);
  const auto closed = glow_day(0, R"({"wed":"closed"})");
  EXPECT_EQ(check_shop_start(closed, amy(), at("2026-12-02T10:00:00+08:00"), false),
            StartRefusal::shop_closed);
  EXPECT_EQ(check_shop_start(closed, amy(), at("2026-12-02T10:00:00+08:00"), true),
            StartRefusal::none);
}

TEST(ShopStart, TheCellGridBindsEvenOutsideHours) {
  const auto day = glow_day(0);
  EXPECT_EQ(check_shop_start(day, amy(), at("2026-12-02T10:02:00+08:00"), true),
            StartRefusal::outside_hours);
  EXPECT_EQ(check_shop_start(day, amy(), at("2026-12-02T10:02:00+08:00"), false),
            StartRefusal::outside_hours);
}

TEST(BlockSpan, WidensToWholeCells) {
  const auto from = at("2026-12-02T10:02:00+08:00");
  const auto to = at("2026-12-02T10:58:00+08:00");
  auto span = block_span(from, to);
  ASSERT_TRUE(span);
  EXPECT_EQ(span->start, at("2026-12-02T10:00:00+08:00"));
  EXPECT_EQ(span->end, at("2026-12-02T11:00:00+08:00"));
  auto exact = block_span(at("2026-12-02T10:00:00+08:00"), at("2026-12-02T10:05:00+08:00"));
  ASSERT_TRUE(exact);
  EXPECT_EQ(exact->end - exact->start, 5);
}

TEST(BlockSpan, EmptyAndLongerThanADayAreRefused) {
  const auto t = at("2026-12-02T10:00:00+08:00");
  EXPECT_EQ(block_span(t, t).error(), BlockProblem::empty);
  EXPECT_EQ(block_span(t, t - 5).error(), BlockProblem::empty);
  EXPECT_TRUE(block_span(t, t + kMaxBlockMin));
  EXPECT_EQ(block_span(t, t + kMaxBlockMin + 5).error(), BlockProblem::too_long);
  // Widening may push a day's block over the limit: 10:02 to 10:02 next day is 24h05 of cells.
  EXPECT_EQ(block_span(t + 2, t + 2 + kMaxBlockMin).error(), BlockProblem::too_long);
}

}  // namespace
}  // namespace emu::domain

namespace emu::domain {
namespace {

TEST(ManualBooking, SourcesAreTheShopsChannels) {
  for (auto s : {"walk_in", "phone", "whatsapp", "instagram", "other"}) {
    EXPECT_TRUE(is_manual_source(s)) << s;
  }
  EXPECT_FALSE(is_manual_source("marketplace"));
  EXPECT_FALSE(is_manual_source("merchant"));
  EXPECT_FALSE(is_manual_source(""));
}

TEST(ManualBooking, ContactPhones) {
  EXPECT_TRUE(is_contact_phone("9123 4567"));
  EXPECT_TRUE(is_contact_phone("+852 9123-4567"));
  EXPECT_TRUE(is_contact_phone("+44 (20) 7946 0958"));
  EXPECT_FALSE(is_contact_phone("12345"));
  EXPECT_FALSE(is_contact_phone("call me"));
  EXPECT_FALSE(is_contact_phone("1234567890123456"));
}

}  // namespace
}  // namespace emu::domain
