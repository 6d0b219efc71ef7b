#include <gtest/gtest.h>

#include "common/url_decode.hpp"

namespace emu::common {
namespace {

TEST(PercentDecode, DecodesEscapesAndPlusByMode) {
  EXPECT_EQ(percent_decode("a%20b+c%2Fd", PlusSign::space), "a b c/d");
  EXPECT_EQ(percent_decode("a%20b+c", PlusSign::literal), "a b+c");
  EXPECT_EQ(percent_decode("%E4%B8%AD", PlusSign::literal), "\xE4\xB8\xAD");  // 中
  EXPECT_EQ(percent_decode("end%41", PlusSign::space), "endA");  // an escape at the very end
}

TEST(PercentDecode, RefusesMalformedEscapes) {
  EXPECT_EQ(percent_decode("%", PlusSign::space), std::nullopt);
  EXPECT_EQ(percent_decode("%4", PlusSign::space), std::nullopt);
  EXPECT_EQ(percent_decode("%zz", PlusSign::literal), std::nullopt);
}

}  // namespace
}  // namespace emu::common
