#include <gtest/gtest.h>

#include "common/enum_names.hpp"

namespace {

using emu::common::EnumName;

enum class Colour { red, green, blue, teal, unlisted };

constexpr EnumName<Colour> kColours[] = {
    {Colour::red, "red"},
    {Colour::green, "green"},
    {Colour::blue, "blue"},
    {Colour::teal, "blue"},  // a second value under an existing name
};

TEST(CommonEnumNames, NameOfEveryListedValue) {
  EXPECT_EQ(emu::common::name_of(kColours, Colour::red), "red");
  EXPECT_EQ(emu::common::name_of(kColours, Colour::green), "green");
  EXPECT_EQ(emu::common::name_of(kColours, Colour::blue), "blue");
  EXPECT_EQ(emu::common::name_of(kColours, Colour::teal), "blue");
}

TEST(CommonEnumNames, UnlistedValueGivesTheFallback) {
  EXPECT_EQ(emu::common::name_of(kColours, Colour::unlisted), "");
  EXPECT_EQ(emu::common::name_of(kColours, Colour::unlisted, "none"), "none");
}

TEST(CommonEnumNames, ParseIsTheInverseOfNameOf) {
  for (const auto& row : kColours) {
    const auto parsed = emu::common::parse(kColours, row.name);
    ASSERT_TRUE(parsed.has_value()) << row.name;
    EXPECT_EQ(emu::common::name_of(kColours, *parsed), row.name);
  }
  // A shared name parses to its first row.
  EXPECT_EQ(emu::common::parse(kColours, "blue"), Colour::blue);
}

TEST(CommonEnumNames, ParseRefusesUnknownAndCaseVariants) {
  EXPECT_EQ(emu::common::parse(kColours, "purple"), std::nullopt);
  EXPECT_EQ(emu::common::parse(kColours, ""), std::nullopt);
  EXPECT_EQ(emu::common::parse(kColours, "Red"), std::nullopt);
}

TEST(CommonEnumNames, WorksAtCompileTime) {
  static_assert(emu::common::name_of(kColours, Colour::green) == "green");
  static_assert(emu::common::parse(kColours, "red") == Colour::red);
  static_assert(!emu::common::parse(kColours, "x").has_value());
}

}  // namespace
