// The rules of the shop's own book (salon-day.md C.2): blocked time covers whole cells and lasts
// at most a day; the channels and phone numbers of a manual booking. Where a shop may start a
// booking is tested with slot generation's fixtures (domain_slots_test.cpp).
#include <gtest/gtest.h>

#include "domain/shop_rules.hpp"

namespace emu::domain {
namespace {

Minute at(std::string_view text) { return *parse_instant(text); }

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
