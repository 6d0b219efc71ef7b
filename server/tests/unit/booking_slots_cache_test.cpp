// The available-slots cache holds only live answers: a new stamp, minute or local write drops
// everything at once, an answer computed under an older one is not kept, and the bytes held
// stay within the budget.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "booking/slots_cache.hpp"

namespace emu::booking {
namespace {

using Epoch = SlotsCache::Epoch;

boost::json::value slots(int n) {
  boost::json::array out;
  for (int i = 0; i < n; ++i) {
    out.emplace_back(boost::json::object{{"time", "10:00"},
                                         {"start_at", "2026-12-02T10:00:00+08:00"},
                                         {"staff_ids", boost::json::array{"a-staff-member-id"}}});
  }
  return boost::json::object{{"date", "2026-12-02"}, {"slots", std::move(out)}};
}

// find_stamped first, as available-slots does, then store under the same stamp.
void put(SlotsCache& cache, const std::string& key, Epoch epoch, const std::string& stamp) {
  EXPECT_EQ(cache.find_stamped(key, epoch, stamp), nullptr);
  cache.store(key, epoch, stamp, slots(20));
}

TEST(SlotsCache, ServesUnderItsStampAndDropsEverythingWhenTheStampMoves) {
  SlotsCache cache(1 << 20);
  const Epoch e{100, 7};
  for (int i = 0; i < 10; ++i) put(cache, "k" + std::to_string(i), e, "s1");
  EXPECT_EQ(cache.counts().entries, 10u);
  EXPECT_NE(cache.find_fresh("k3", e), nullptr);
  EXPECT_NE(cache.find_stamped("k3", e, "s1"), nullptr);
  EXPECT_EQ(cache.find_stamped("k3", e, "s2"), nullptr);  // a commit elsewhere
  EXPECT_EQ(cache.counts().entries, 0u);
  EXPECT_EQ(cache.counts().bytes, 0u);
  cache.store("late", e, "s1", slots(1));  // computed before that commit: not kept
  EXPECT_EQ(cache.counts().entries, 0u);
}

TEST(SlotsCache, ANewMinuteOrALocalWriteDropsEverything) {
  SlotsCache cache(1 << 20);
  for (int i = 0; i < 4; ++i) put(cache, "k" + std::to_string(i), {100, 7}, "s");
  EXPECT_EQ(cache.find_fresh("k0", {101, 7}), nullptr);
  EXPECT_EQ(cache.counts().entries, 0u);
  put(cache, "k0", {101, 7}, "s");
  EXPECT_EQ(cache.counts().entries, 1u);
  EXPECT_EQ(cache.find_fresh("k0", {101, 8}), nullptr);  // this process committed
  EXPECT_EQ(cache.counts().entries, 0u);
  // A request still in the earlier minute or generation neither reads nor writes the cache.
  cache.store("old", {101, 7}, "s", slots(1));
  cache.store("older", {100, 8}, "s", slots(1));
  EXPECT_EQ(cache.counts().entries, 0u);
}

TEST(SlotsCache, StaysWithinItsBytes) {
  const std::size_t one = SlotsCache::heap_bytes(slots(20));
  EXPECT_GT(one, 20u * 100);  // twenty slot objects with their strings
  SlotsCache cache(one * 10);
  for (int i = 0; i < 40; ++i) put(cache, "k" + std::to_string(i), {1, 1}, "s");
  EXPECT_LE(cache.counts().bytes, one * 10);
  EXPECT_GE(cache.counts().entries, 5u);
  EXPECT_NE(cache.find_fresh("k39", {1, 1}), nullptr);  // the newest stay
  EXPECT_EQ(cache.find_fresh("k0", {1, 1}), nullptr);
  SlotsCache off(0);
  put(off, "k", {1, 1}, "s");
  EXPECT_EQ(off.counts().entries, 0u);
}

}  // namespace
}  // namespace emu::booking
