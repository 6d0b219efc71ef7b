// The name a review shows for its author (issue 15): first name and initial, a Chinese name
// masked after the surname, never the full name.
#include <gtest/gtest.h>

#include "domain/display_name.hpp"

namespace emu::domain {
namespace {

TEST(ReviewDisplayName, FirstNameAndTheLastWordsInitial) {
  EXPECT_EQ(review_display_name("Mei Ling Chan"), "Mei C.");
  EXPECT_EQ(review_display_name("  Amy   Wong "), "Amy W.");
  EXPECT_EQ(review_display_name("Amy\tWong"), "Amy W.");
  EXPECT_EQ(review_display_name("Amy 陳"), "Amy 陳.");
}

TEST(ReviewDisplayName, OneWord) {
  EXPECT_EQ(review_display_name("Mei"), "Mei");
  EXPECT_EQ(review_display_name("陳大文"), "陳**");
  EXPECT_EQ(review_display_name("陳"), "陳**");
}

TEST(ReviewDisplayName, NoName) {
  EXPECT_EQ(review_display_name(""), "");
  EXPECT_EQ(review_display_name("   "), "");
}

}  // namespace
}  // namespace emu::domain
