// Issue 27: durations and buffers at and beyond their bounds (a service and its buffer last at
// most a day each). A property test over seeded random values, the extremes of int64 included:
// the occupied span never overflows, never exceeds two days and is a whole number of cells,
// and slot generation with such values and with blocks (time off, bookings) of any length
// offers only starts whose whole occupied span is free.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <random>

#include "domain/slots.hpp"

namespace emu::domain {
namespace {

using namespace std::chrono;

constexpr year_month_day kBoundsDay{year{2026}, December, day{2}};  // a Wednesday

TEST(BookingBounds, OccupiedMinutesAtAndBeyondTheBounds) {
  EXPECT_EQ(occupied_minutes(kMaxServiceMin, kMaxBufferMin), 2880);
  EXPECT_EQ(occupied_minutes(1440, 0), 1440);
  EXPECT_EQ(occupied_minutes(1, 0), 5);
  EXPECT_EQ(occupied_minutes(0, 0), 0);
  // Beyond: held to the bounds, never an overflow (2147483600 + a buffer overflowed an int).
  EXPECT_EQ(occupied_minutes(2147483600, 2147483600), 2880);
  EXPECT_EQ(occupied_minutes(std::numeric_limits<std::int64_t>::max(),
                             std::numeric_limits<std::int64_t>::max()),
            2880);
  EXPECT_EQ(occupied_minutes(std::numeric_limits<std::int64_t>::min(), 15), 15);
  EXPECT_EQ(occupied_minutes(60, -1'000'000), 60);
}

TEST(BookingBounds, OccupiedMinutesProperty) {
  std::mt19937_64 rng(27);
  const std::int64_t extremes[] = {
      std::numeric_limits<std::int64_t>::min(), -1, 0, 1, 4, 5, 1439, 1440, 1441, 2147483647,
      std::numeric_limits<std::int64_t>::max()};
  std::uniform_int_distribution<std::int64_t> any;
  std::uniform_int_distribution<std::int64_t> near(-10, 3000);
  for (int i = 0; i < 20000; ++i) {
    const auto pick = [&](int k) {
      switch (k % 3) {
        case 0:
          return extremes[static_cast<std::size_t>(rng() % std::size(extremes))];
        case 1:
          return near(rng);
        default:
          return any(rng);
      }
    };
    const std::int64_t d = pick(i), b = pick(i / 3);
    const int occ = occupied_minutes(d, b);
    const auto clamp = [](std::int64_t v, std::int64_t hi) {
      return std::min(std::max<std::int64_t>(v, 0), hi);
    };
    const std::int64_t want = clamp(d, kMaxServiceMin) + clamp(b, kMaxBufferMin);
    ASSERT_GE(occ, want) << d << " " << b;
    ASSERT_LT(occ, want + kCellMin) << d << " " << b;
    ASSERT_EQ(occ % kCellMin, 0);
    ASSERT_LE(occ, kMaxServiceMin + kMaxBufferMin);
  }
}

bool overlaps(const std::vector<Interval>& list, Minute from, Minute to) {
  for (const auto& i : list) {
    if (i.start < to && from < i.end) return true;
  }
  return false;
}

TEST(BookingBounds, SlotsAtTheBoundsNeverOverlapABlock) {
  std::mt19937_64 rng(2027);
  const Minute midnight = hk_midnight(kBoundsDay);
  std::uniform_int_distribution<Minute> offset(-3 * 1440, 3 * 1440);
  std::uniform_int_distribution<Minute> length(0, 3 * 1440);
  const Minute huge = std::numeric_limits<Minute>::max() / 4;
  for (int round = 0; round < 400; ++round) {
    const int duration = round % 4 == 0 ? kMaxServiceMin : static_cast<int>(5 + rng() % 600);
    const int buffer = round % 5 == 0 ? kMaxBufferMin : static_cast<int>(rng() % 120);
    ShopDay day{.date = kBoundsDay,
                .shop_hours = std::nullopt,
                .closures = {},
                .step_min = 5,
                .duration_min = duration,
                .occupied_min = occupied_minutes(duration, buffer),
                .min_notice_min = 0,
                .horizon_days = 60,
                .now = midnight - 1440,
                .weather_active = false};
    StaffDay staff{"s", {{0, 1440}}, {}, {}};
    for (int k = 0; k < 3; ++k) {
      const Minute from = midnight + offset(rng);
      staff.busy.push_back({from, from + length(rng)});
      const Minute off = midnight + offset(rng);
      staff.off.push_back({off, off + length(rng)});
    }
    // A block of any length: a leave of years must not overflow or hang.
    if (round % 7 == 0) staff.off.push_back({midnight - huge, midnight - huge + 10});
    if (round % 11 == 0) staff.busy.push_back({midnight + 3000, midnight + huge});
    const auto slots = offered_slots(day, std::span(&staff, 1));
    for (const auto& slot : slots) {
      ASSERT_FALSE(overlaps(staff.busy, slot.start, slot.start + day.occupied_min)) << round;
      ASSERT_FALSE(overlaps(staff.off, slot.start, slot.start + day.duration_min)) << round;
      ASSERT_LE(slot.start + day.duration_min, midnight + 1440) << round;
    }
  }
}

}  // namespace
}  // namespace emu::domain
