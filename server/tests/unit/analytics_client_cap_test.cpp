// The per-client cap on counted events (search impressions): at most `limit` per subject from
// one client in a window, a fresh window starts over, and the table stays within max_keys.
#include <gtest/gtest.h>

#include "analytics/client_cap.hpp"

namespace emu::analytics {
namespace {

using namespace std::chrono_literals;

TEST(ClientCap, KeepsEachSubjectWithinTheLimitPerClientAndWindow) {
  ClientCap cap(2, std::chrono::seconds(3600), 100);
  const auto t0 = ClientCap::Clock::now();
  std::vector<std::string> first{"a", "b"};
  cap.keep_within("1.2.3.4", first, t0);
  EXPECT_EQ(first, (std::vector<std::string>{"a", "b"}));
  std::vector<std::string> second{"a", "c"};
  cap.keep_within("1.2.3.4", second, t0 + 1s);
  EXPECT_EQ(second, (std::vector<std::string>{"a", "c"}));
  std::vector<std::string> third{"a", "b", "c"};
  cap.keep_within("1.2.3.4", third, t0 + 2s);
  EXPECT_EQ(third, (std::vector<std::string>{"b", "c"}));  // a has had its 2
  std::vector<std::string> other{"a"};
  cap.keep_within("5.6.7.8", other, t0 + 2s);
  EXPECT_EQ(other, (std::vector<std::string>{"a"}));  // another client counts on its own
  std::vector<std::string> later{"a"};
  cap.keep_within("1.2.3.4", later, t0 + 3601s);
  EXPECT_EQ(later, (std::vector<std::string>{"a"}));  // a new window
  EXPECT_EQ(cap.keys(), 1u);
}

TEST(ClientCap, ANewPairBeyondMaxKeysIsNotCountedAndZeroMeansNoCap) {
  ClientCap cap(5, std::chrono::seconds(60), 2);
  std::vector<std::string> shops{"a", "b", "c"};
  cap.keep_within("ip", shops);
  EXPECT_EQ(shops, (std::vector<std::string>{"a", "b"}));
  ClientCap off(0, std::chrono::seconds(60));
  std::vector<std::string> all{"a", "a", "a"};
  off.keep_within("ip", all);
  EXPECT_EQ(all.size(), 3u);
}

}  // namespace
}  // namespace emu::analytics
