// Readiness (salon-day.md C.2): each reason a shop is not bookable, one at a time, in the order
// a merchant fixes them.
#include <gtest/gtest.h>

#include "domain/readiness.hpp"

namespace emu::domain {
namespace {

constexpr const char* kOpen = R"({"mon":"10:00-20:00","tue":"10:00-20:00","wed":"closed"})";

ReadinessFacts ready() {
  ReadinessFacts f;
  f.active = true;
  f.operating_hours_json = kOpen;
  f.services = {{"gel", {"amy"}}};
  f.hours = {{"amy", 1, {600, 1140}}};  // Monday 10:00-19:00
  return f;
}

using Reasons = std::vector<NotReady>;

TEST(Readiness, AReadyShopHasNoReason) { EXPECT_EQ(readiness(ready()), Reasons{}); }

TEST(Readiness, EachReasonAlone) {
  auto f = ready();
  f.active = false;
  EXPECT_EQ(readiness(f), Reasons{NotReady::inactive});

  f = ready();
  f.services.clear();
  EXPECT_EQ(readiness(f), Reasons{NotReady::no_active_service});

  f = ready();
  f.services = {{"gel", {}}};
  EXPECT_EQ(readiness(f), Reasons{NotReady::no_staff_on_service});

  f = ready();
  f.hours.clear();
  EXPECT_EQ(readiness(f), Reasons{NotReady::no_staff_hours});

  f = ready();
  f.hours = {{"bea", 1, {600, 1140}}};  // someone who performs no service
  EXPECT_EQ(readiness(f), Reasons{NotReady::no_staff_hours});

  f = ready();
  f.hours = {{"amy", 1, {1200, 1320}}, {"amy", 3, {600, 1140}}};  // Mon after closing; Wed closed
  EXPECT_EQ(readiness(f), Reasons{NotReady::hours_outside_opening});

  f = ready();
  f.operating_hours_json = "";  // no published hours at all
  EXPECT_EQ(readiness(f), Reasons{NotReady::hours_outside_opening});
}

TEST(Readiness, InactiveIsGivenWithTheFirstServiceReason) {
  auto f = ready();
  f.active = false;
  f.services.clear();
  EXPECT_EQ(readiness(f), (Reasons{NotReady::inactive, NotReady::no_active_service}));
  EXPECT_EQ(to_string(NotReady::hours_outside_opening), "hours_outside_opening");
}

}  // namespace
}  // namespace emu::domain
