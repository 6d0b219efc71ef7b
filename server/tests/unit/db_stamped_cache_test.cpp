// db::StampedCache and db::SingleFlight, the one rule behind the read, slots, search and sitemap
// caches: served only under the epoch it was read in, dropped at once when the epoch moves,
// bounded by bytes, and one computation per key at a time.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "db/stamped_cache.hpp"

namespace emu::db {
namespace {

using Cache = StampedCache<std::string>;

std::shared_ptr<const std::string> shared_text(std::string s) {
  return std::make_shared<const std::string>(std::move(s));
}

TEST(StampedCache, ServesOnlyUnderTheStampItWasReadAt) {
  Cache cache(1 << 20);
  EXPECT_EQ(cache.find("k", Epoch{"s1"}), nullptr);
  cache.store("k", Epoch{"s1"}, shared_text("one"), 3);
  ASSERT_NE(cache.find("k", Epoch{"s1"}), nullptr);
  EXPECT_EQ(*cache.find("k", Epoch{"s1"}), "one");
  // A commit: the new stamp drops everything held, and the old one never comes back.
  EXPECT_EQ(cache.find("k", Epoch{"s2"}), nullptr);
  EXPECT_EQ(cache.counts().entries, 0u);
  EXPECT_EQ(cache.counts().bytes, 0u);
  // An answer read under the old stamp after another request saw the new one is not kept.
  cache.store("k", Epoch{"s1"}, shared_text("stale"), 5);
  EXPECT_EQ(cache.find("k", Epoch{"s2"}), nullptr);
  const auto c = cache.counts();
  EXPECT_EQ(c.hits, 2u);
  EXPECT_EQ(c.misses, 3u);
}

TEST(StampedCache, ARequestBehindTheClockOrALocalWriteIsNeitherServedNorStored) {
  Cache cache(1 << 20, std::chrono::hours(1));
  cache.store("k", Epoch{"s", 10, 4}, shared_text("v"), 1);
  EXPECT_NE(cache.find_fresh("k", 10, 4), nullptr);
  EXPECT_EQ(cache.find("k", Epoch{"s", 9, 4}), nullptr);   // an earlier minute
  EXPECT_EQ(cache.find("k", Epoch{"s", 10, 3}), nullptr);  // before a local write
  EXPECT_NE(cache.find("k", Epoch{"s", 10, 4}), nullptr);  // nothing was dropped by them
  cache.store("late", Epoch{"s", 10, 3}, shared_text("v"), 1);
  EXPECT_EQ(cache.counts().entries, 1u);
  // A local write moves the generation: everything held is dead, fresh or not.
  EXPECT_EQ(cache.find_fresh("k", 10, 5), nullptr);
  EXPECT_EQ(cache.counts().entries, 0u);
}

TEST(StampedCache, FreshOnlyWithinItsWindow) {
  Cache never(1 << 20);  // no window: always asks for the stamp
  never.store("k", Epoch{"s"}, shared_text("v"), 1);
  EXPECT_EQ(never.find_fresh("k", 0, 0), nullptr);
  EXPECT_NE(never.find("k", Epoch{"s"}), nullptr);
}

TEST(StampedCache, BoundedByBytesLeastRecentlyUsedFirst) {
  // Entries cost their bytes plus the key twice plus 160: ten of 3162 fit in 32768.
  Cache cache(4096 * 8);
  const std::string big(3000, 'x');
  for (const char* k : {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"}) {
    cache.store(k, Epoch{"s"}, shared_text(big), big.size());
    EXPECT_LE(cache.counts().bytes, 4096u * 8);
  }
  EXPECT_EQ(cache.find("a", Epoch{"s"}), nullptr);  // pushed out first
  EXPECT_NE(cache.find("k", Epoch{"s"}), nullptr);
  // One entry may not take more than an eighth.
  cache.store("huge", Epoch{"s"}, shared_text("h"), 4096);
  EXPECT_EQ(cache.find("huge", Epoch{"s"}), nullptr);
  Cache off(0);
  off.store("k", Epoch{"s"}, shared_text("v"), 1);
  EXPECT_FALSE(off.enabled());
  EXPECT_EQ(off.counts().entries, 0u);
}

TEST(SingleFlight, ConcurrentCallersShareOneComputation) {
  SingleFlight<std::string> flights;
  std::atomic<int> computed{0};
  std::atomic<int> served{0};
  std::vector<std::thread> callers;
  std::atomic<bool> go{false};
  for (int i = 0; i < 8; ++i) {
    callers.emplace_back([&] {
      while (!go.load()) std::this_thread::yield();
      auto flight = flights.join_or_lead("key");
      if (auto* lead = std::get_if<SingleFlight<std::string>::Lead>(&flight)) {
        ++computed;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        lead->share("answer");
        ++served;
      } else {
        auto got = std::get<SingleFlight<std::string>::Shared>(flight).get();
        if (got && *got == "answer") ++served;
      }
    });
  }
  go = true;
  for (auto& t : callers) t.join();
  EXPECT_EQ(served.load(), 8);
  EXPECT_LT(computed.load(), 8);
  // Finished: the next caller leads a new computation.
  auto next = flights.join_or_lead("key");
  EXPECT_TRUE(std::holds_alternative<SingleFlight<std::string>::Lead>(next));
}

TEST(SingleFlight, ALeaderThatFailsLeavesWaitersNothingToServe) {
  SingleFlight<std::string> flights;
  auto lead = flights.join_or_lead("key");
  auto wait = flights.join_or_lead("key");
  ASSERT_TRUE(std::holds_alternative<SingleFlight<std::string>::Shared>(wait));
  { auto gone = std::move(std::get<SingleFlight<std::string>::Lead>(lead)); }
  EXPECT_FALSE(std::get<SingleFlight<std::string>::Shared>(wait).get().has_value());
}

}  // namespace
}  // namespace emu::db
