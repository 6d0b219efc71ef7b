// The search text normalisation and query split of marketplace.md 4.1-4.2: both sides of a
// search meet only if the shop's text and the visitor's query are normalised alike.
#include <gtest/gtest.h>

#include "search/normalize.hpp"
#include "search/search_text.hpp"

namespace emu::search {
namespace {

using Terms = std::vector<std::string>;

TEST(SearchNormalize, FullWidthAndCaseFoldToHalfWidthLowerCase) {
  EXPECT_EQ(normalize("ＧＬＯＷ　Ｎａｉｌｓ"), "glow nails");
  // OpenCC's HK profile also writes Hong Kong's variant characters (脫 -> 脱); shop text and
  // queries pass through the same step, so both spellings find each other.
  EXPECT_EQ(normalize("IPL脫毛"), "ipl脱毛");
  EXPECT_EQ(normalize("IPL脱毛"), "ipl脱毛");
  EXPECT_EQ(normalize("Ｃａｕｓｅｗａｙ Bay（銅鑼灣）"), "causeway bay(銅鑼灣)");
}

TEST(SearchNormalize, SimplifiedBecomesHongKongTraditional) {
  ASSERT_TRUE(simplified_conversion_available());
  EXPECT_EQ(normalize("铜锣湾"), "銅鑼灣");
  EXPECT_EQ(normalize("美发"), "美髮");
  EXPECT_EQ(normalize("美甲"), "美甲");  // Traditional input is left as it is
  EXPECT_EQ(normalize("美髮"), "美髮");
}

TEST(SearchNormalize, SplitsAtSpacesPunctuationAndScriptBoundaries) {
  EXPECT_EQ(split_terms(normalize("IPL脫毛")), (Terms{"ipl", "脱毛"}));
  EXPECT_EQ(split_terms(normalize("銅鑼灣 美甲")), (Terms{"銅鑼灣", "美甲"}));
  EXPECT_EQ(split_terms(normalize("「銅鑼灣」、美甲！")), (Terms{"銅鑼灣", "美甲"}));
  EXPECT_EQ(split_terms(normalize("gel-nails, gel")), (Terms{"gel", "nails"}));
  EXPECT_EQ(split_terms(normalize("  ")), Terms{});
  EXPECT_EQ(split_terms(normalize("\"' OR 1=1 --")), (Terms{"or", "1"}));  // distinct terms
}

TEST(SearchNormalize, CountsCharactersNotBytes) {
  EXPECT_EQ(char_count("美甲"), 2u);
  EXPECT_EQ(char_count("銅鑼灣"), 3u);
  EXPECT_EQ(char_count("nail"), 4u);
}

TEST(SearchText, NamesAreaDistrictCategoriesServicesAndSynonyms) {
  ShopText shop{"Causeway Hair",
                "銅鑼灣髮廊",
                "Causeway Bay",
                "銅鑼灣",
                "Wan Chai",
                {"hair"},
                {"Men's haircut", "男士剪髮"}};
  const Synonyms synonyms{{"剪髮", "飛髮"}, {"剪髮", "barber"}, {"nail", "美甲"}};
  const auto text = build_search_text(shop, synonyms);
  EXPECT_EQ(
      text,
      "causeway hair | 銅鑼灣髮廊 | causeway bay | 銅鑼灣 | wan chai | 灣仔區 | hair | 髮型 | "
      "men's haircut | 男士剪髮 | 飛髮 | barber");
}

}  // namespace
}  // namespace emu::search
