// Slot generation (marketplace.md 3.2) with the figures of acceptance scenarios 2 and 4, and
// Hong Kong time whatever the process time zone.
#include <gtest/gtest.h>

#include <cstdlib>
#include <ctime>

#include "domain/shop_rules.hpp"
#include "domain/slots.hpp"

namespace emu::domain {
namespace {

using namespace std::chrono;

constexpr year_month_day kDay{year{2026}, December, day{2}};  // a Wednesday

Minute instant(std::string_view text) { return *parse_instant(text); }

std::vector<std::string> times(const std::vector<Slot>& slots) {
  std::vector<std::string> out;
  for (const auto& s : slots) out.push_back(hhmm_hkt(s.start));
  return out;
}

// Scenario setup: Amy works 10:00-13:00 and 14:00-19:00; gel manicure 60 min + 15 buffer,
// step 15, notice 60, horizon 60.
ShopDay glow_day(Minute now) {
  return ShopDay{.date = kDay,
                 .shop_hours = shop_hours_for(R"({"wed":"10:00-20:00"})", 3),
                 .closures = {},
                 .step_min = 15,
                 .duration_min = 60,
                 .occupied_min = occupied_minutes(60, 15),
                 .min_notice_min = 60,
                 .horizon_days = 60,
                 .now = now,
                 .weather_active = false};
}
StaffDay amy() { return StaffDay{"amy", {{600, 780}, {840, 1140}}, {}, {}}; }

TEST(Slots, ScenarioTwoHoursBreaksDurationAndBuffer) {
  auto day = glow_day(instant("2026-11-30T09:00:00+08:00"));
  auto staff = amy();
  // The existing 15:00 booking: 60 min + 15 buffer -> occupied until 16:15.
  staff.busy.push_back(
      {instant("2026-12-02T15:00:00+08:00"), instant("2026-12-02T16:15:00+08:00")});
  auto slots = offered_slots(day, std::span(&staff, 1));
  const std::vector<std::string> expected{"10:00", "10:15", "10:30", "10:45", "11:00", "11:15",
                                          "11:30", "11:45", "12:00", "16:15", "16:30", "16:45",
                                          "17:00", "17:15", "17:30", "17:45", "18:00"};
  EXPECT_EQ(times(slots), expected);
  EXPECT_EQ(slots.size(), 17u);
  EXPECT_EQ(format_hkt(slots.front().start), "2026-12-02T10:00:00+08:00");
  EXPECT_EQ(slots.front().staff_ids, std::vector<std::string>{"amy"});
  // Why the absent ones are absent.
  EXPECT_EQ(check_start(day, staff, instant("2026-12-02T12:15:00+08:00")),
            StartRefusal::outside_hours);  // crosses lunch
  EXPECT_EQ(check_start(day, staff, instant("2026-12-02T18:15:00+08:00")),
            StartRefusal::outside_hours);  // ends after 19:00
  EXPECT_EQ(check_start(day, staff, instant("2026-12-02T10:05:00+08:00")),
            StartRefusal::outside_hours);  // off the 15-minute step
}

TEST(Slots, ScenarioFourNoticeAndHorizon) {
  // 10:50 HKT today: the first slot is 12:00; 11:00-11:45 are inside the 60-minute notice.
  auto day = glow_day(instant("2026-12-02T10:50:00+08:00"));
  auto staff = amy();
  auto slots = offered_slots(day, std::span(&staff, 1));
  ASSERT_FALSE(slots.empty());
  EXPECT_EQ(hhmm_hkt(slots.front().start), "12:00");
  EXPECT_EQ(check_start(day, staff, instant("2026-12-02T11:45:00+08:00")), StartRefusal::too_soon);
  EXPECT_EQ(check_start(day, staff, instant("2026-12-02T12:00:00+08:00")), StartRefusal::none);
  // 60 days ahead is bookable, 61 is not.
  auto far = glow_day(instant("2026-10-03T09:00:00+08:00"));  // kDay is 60 days later
  EXPECT_FALSE(offered_slots(far, std::span(&staff, 1)).empty());
  far.now = instant("2026-10-02T23:59:00+08:00");
  EXPECT_TRUE(offered_slots(far, std::span(&staff, 1)).empty());
  EXPECT_EQ(check_start(far, staff, instant("2026-12-02T12:00:00+08:00")), StartRefusal::too_far);
}

TEST(Slots, TimeOffClosuresAndClosedDays) {
  auto day = glow_day(instant("2026-11-30T09:00:00+08:00"));
  auto staff = amy();
  staff.off.push_back({instant("2026-12-02T16:00:00+08:00"), instant("2026-12-03T00:00:00+08:00")});
  auto slots = offered_slots(day, std::span(&staff, 1));
  EXPECT_EQ(hhmm_hkt(slots.back().start), "15:00");  // the last start ending by 16:00
  day.closures.push_back({hk_midnight(kDay), hk_midnight(kDay) + 1440});
  EXPECT_TRUE(offered_slots(day, std::span(&staff, 1)).empty());
  EXPECT_EQ(check_start(day, staff, instant("2026-12-02T10:00:00+08:00")),
            StartRefusal::shop_closed);
  auto closed = glow_day(day.now);
  closed.shop_hours = shop_hours_for(R"({"wed":"closed"})", 3);
  EXPECT_EQ(check_start(closed, staff, instant("2026-12-02T10:00:00+08:00")),
            StartRefusal::shop_closed);
}

// The corrected weather rule (salon-day.md C.4): while a signal is in force, no same-day online
// booking; the next day opens as usual.
TEST(Slots, WeatherHidesTheRestOfTheDay) {
  auto day = glow_day(instant("2026-12-02T03:00:00+08:00"));
  day.weather_active = true;
  auto staff = amy();
  EXPECT_TRUE(offered_slots(day, std::span(&staff, 1)).empty());  // not 10:00, not 19:00
  EXPECT_NE(check_start(day, staff, instant("2026-12-02T11:00:00+08:00")), StartRefusal::none);
  auto tomorrow = glow_day(instant("2026-12-02T03:00:00+08:00"));
  tomorrow.date = std::chrono::year_month_day{std::chrono::year{2026}, std::chrono::month{12},
                                              std::chrono::day{3}};
  tomorrow.weather_active = true;
  auto next = offered_slots(tomorrow, std::span(&staff, 1));
  ASSERT_FALSE(next.empty());
  EXPECT_EQ(hhmm_hkt(next.front().start), "10:00");
}

TEST(Slots, AnyStaffIsTheUnionWithStaffIds) {
  auto day = glow_day(instant("2026-11-30T09:00:00+08:00"));
  std::vector<StaffDay> staff{amy(), StaffDay{"bea", {{1080, 1200}}, {}, {}}};
  auto slots = offered_slots(day, staff);
  ASSERT_FALSE(slots.empty());
  EXPECT_EQ(hhmm_hkt(slots.back().start), "19:00");  // Bea works to 20:00
  for (const auto& s : slots) {
    if (hhmm_hkt(s.start) == "18:00") {
      EXPECT_EQ(s.staff_ids, (std::vector<std::string>{"amy", "bea"}));
    }
  }
}

TEST(BookingTime, InstantsAreHongKongTimeWhateverTheProcessZone) {
  const char* old = std::getenv("TZ");
  std::string saved = old ? old : "";
  setenv("TZ", "America/New_York", 1);
  tzset();
  EXPECT_EQ(format_hkt(instant("2026-12-02T08:15:00Z")), "2026-12-02T16:15:00+08:00");
  EXPECT_EQ(hhmm_hkt(instant("2026-12-02T03:15:00-05:00")), "16:15");
  EXPECT_EQ(format_utc_minute(instant("2026-12-02T16:15+08:00")), "2026-12-02T08:15:00Z");
  EXPECT_EQ(format_date(hk_date_of(instant("2026-12-01T16:00:00Z"))), "2026-12-02");
  EXPECT_EQ(weekday_of(kDay), 3);
  if (old) {
    setenv("TZ", saved.c_str(), 1);
  } else {
    unsetenv("TZ");
  }
  tzset();
}

TEST(BookingTime, ParsingRefusesWhatIsNotAWholeMinuteInstant) {
  EXPECT_FALSE(parse_instant("2026-12-02T16:15:00"));  // no offset
  EXPECT_FALSE(parse_instant("2026-12-02T16:15:30+08:00"));
  EXPECT_FALSE(parse_instant("2026-02-30T16:15:00Z"));
  EXPECT_TRUE(parse_instant("2026-12-02T16:15:00.000+08:00"));
  EXPECT_TRUE(parse_db_instant("2026-12-02 08:15:00+00"));
  EXPECT_EQ(occupied_minutes(60, 15), 75);
  EXPECT_EQ(occupied_minutes(45, 7), 55);
  EXPECT_TRUE(shop_hours_for(R"({"wed":"10:00-xx"})", 3).empty());
  EXPECT_EQ(shop_hours_for(R"({"mon":"10:00-13:00,14:00-20:00"})", 1),
            (std::vector<Interval>{{600, 780}, {840, 1200}}));
}

// The shop's own book (salon-day.md C.2): its hours and the staff member's bind unless
// outsideHours is sent; the online notice, horizon, step and a warning's lead do not.
TEST(ShopStart, OnlineNoticeHorizonWeatherAndStepDoNotBindTheShop) {
  // "now" is five minutes before the start, with a warning in force: the customer is refused.
  const auto start = instant("2026-12-02T10:05:00+08:00");
  auto day = glow_day(start - 5);
  day.weather_active = true;
  EXPECT_NE(check_start(day, amy(), start), StartRefusal::none);
  EXPECT_EQ(check_shop_start(day, amy(), start, false), StartRefusal::none);
  // A year ahead (beyond the 60-day horizon) is the shop's choice.
  const auto far = glow_day(start - 365 * 1440);
  EXPECT_EQ(check_start(far, amy(), start), StartRefusal::too_far);
  EXPECT_EQ(check_shop_start(far, amy(), start, false), StartRefusal::none);
}

TEST(ShopStart, StaffAndOpeningHoursBindUnlessOutsideHours) {
  const auto day = glow_day(0);
  const auto lunch = instant("2026-12-02T12:30:00+08:00");  // ends 13:30, Amy's break
  EXPECT_EQ(check_shop_start(day, amy(), lunch, false), StartRefusal::outside_hours);
  EXPECT_EQ(check_shop_start(day, amy(), lunch, true), StartRefusal::none);
  const auto late = instant("2026-12-02T19:30:00+08:00");  // after the shop closes at 20:00
  EXPECT_EQ(check_shop_start(day, amy(), late, false), StartRefusal::outside_hours);
  EXPECT_EQ(check_shop_start(day, amy(), late, true), StartRefusal::none);
  auto closed = glow_day(0);
  closed.shop_hours = shop_hours_for(R"({"wed":"closed"})", 3);
  EXPECT_EQ(check_shop_start(closed, amy(), instant("2026-12-02T10:00:00+08:00"), false),
            StartRefusal::shop_closed);
  EXPECT_EQ(check_shop_start(closed, amy(), instant("2026-12-02T10:00:00+08:00"), true),
            StartRefusal::none);
}

TEST(ShopStart, TheCellGridBindsEvenOutsideHours) {
  const auto day = glow_day(0);
  EXPECT_EQ(check_shop_start(day, amy(), instant("2026-12-02T10:02:00+08:00"), true),
            StartRefusal::outside_hours);
  EXPECT_EQ(check_shop_start(day, amy(), instant("2026-12-02T10:02:00+08:00"), false),
            StartRefusal::outside_hours);
}

// Online slots lie inside both the shop's published hours and the staff member's (issue 28):
// a day the shop does not publish, unreadable hours or no hours at all are closed, and a staff
// member working longer than the shop is offered only the shop's part.
TEST(ShopHours, WhatThePublicPageDoesNotShowIsNeverOffered) {
  EXPECT_TRUE(shop_hours_for(R"({"mon":"10:00-20:00"})", 3).empty());  // Wednesday absent
  EXPECT_TRUE(shop_hours_for("", 3).empty());
  EXPECT_TRUE(shop_hours_for("null", 3).empty());
  EXPECT_TRUE(shop_hours_for(R"({"wed":"10:00 - 20:00"})", 3).empty());

  const Minute now = instant("2026-12-01T09:00:00+08:00");
  const StaffDay long_day{"amy", {{9 * 60, 21 * 60}}, {}, {}};
  auto day = glow_day(now);  // the shop: 10:00-20:00
  auto slots = times(offered_slots(day, std::span(&long_day, 1)));
  ASSERT_FALSE(slots.empty());
  EXPECT_EQ(slots.front(), "10:00");
  EXPECT_EQ(slots.back(), "19:00");  // 60 minutes ending at closing time
  EXPECT_EQ(check_start(day, long_day, instant("2026-12-02T09:00:00+08:00")),
            StartRefusal::outside_hours);
  EXPECT_EQ(check_start(day, long_day, instant("2026-12-02T19:15:00+08:00")),
            StartRefusal::outside_hours);
  EXPECT_EQ(check_start(day, long_day, instant("2026-12-02T19:00:00+08:00")), StartRefusal::none);

  day.shop_hours = shop_hours_for(R"({"mon":"10:00-20:00"})", 3);  // Wednesday not published
  EXPECT_TRUE(offered_slots(day, std::span(&long_day, 1)).empty());
  EXPECT_EQ(check_start(day, long_day, instant("2026-12-02T11:00:00+08:00")),
            StartRefusal::shop_closed);
}

}  // namespace
}  // namespace emu::domain
