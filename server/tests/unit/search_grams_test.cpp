// The grams of marketplace.md 4.4 (search/grams.hpp): a 1-2 character CJK term is one of a
// text's grams exactly when the text contains it; a 1-2 character Latin term when a word of the
// text starts with it.
#include <gtest/gtest.h>

#include <algorithm>

#include "search/grams.hpp"
#include "search/normalize.hpp"

namespace emu::search {
namespace {

using Grams = std::vector<std::string>;

TEST(SearchGrams, CjkRunsGiveCharactersAndPairsLatinWordsTheirStarts) {
  EXPECT_EQ(grams_of("glow nails | 光光美甲"),
            (Grams{"g", "gl", "n", "na", "光", "光光", "光美", "甲", "美", "美甲"}));
  // A pair never spans a separator or a change of script.
  EXPECT_EQ(grams_of("ipl脱毛 | 美"), (Grams{"i", "ip", "毛", "美", "脱", "脱毛"}));
  EXPECT_EQ(grams_of(""), Grams{});
  EXPECT_EQ(grams_of("a"), Grams{"a"});
}

TEST(SearchGrams, EveryOneOrTwoCharacterCjkTermOfTheTextIsAGram) {
  const std::string text = normalize("銅鑼灣髮廊 | 男士剪髮 | Wan Chai | 灣仔區");
  const auto grams = grams_of(text);
  for (const char* term : {"銅", "銅鑼", "鑼灣", "灣髮", "髮廊", "剪髮", "灣仔", "仔區", "區"}) {
    EXPECT_TRUE(std::binary_search(grams.begin(), grams.end(), std::string(term))) << term;
  }
  for (const char* term : {"廊男", "區w", "an", "ha"}) {
    EXPECT_FALSE(std::binary_search(grams.begin(), grams.end(), std::string(term))) << term;
  }
}

TEST(SearchGrams, OnlyOneAndTwoCharacterTermsAreLookedUp) {
  EXPECT_TRUE(served_by_grams("美"));
  EXPECT_TRUE(served_by_grams("美甲"));
  EXPECT_TRUE(served_by_grams("na"));
  EXPECT_FALSE(served_by_grams("銅鑼灣"));
  EXPECT_FALSE(served_by_grams("nail"));
  EXPECT_FALSE(served_by_grams(""));
}

}  // namespace
}  // namespace emu::search
