// businesses.operating_hours' strict format (marketplace.md section 2), as every write path
// checks it: what the merchant's form writes passes, anything else says what is wrong.
#include <gtest/gtest.h>

#include <boost/json/parse.hpp>

#include "domain/opening_hours.hpp"

namespace emu::domain {
namespace {

std::optional<std::string> problem(const char* json) {
  return operating_hours_problem(boost::json::parse(json));
}

TEST(OpeningHours, TheStrictFormatPasses) {
  EXPECT_EQ(problem(R"({"mon":"10:00-13:00,14:00-20:00","tue":"10:00-20:00","wed":"closed",)"
                    R"("thu":"00:00-24:00","fri":"09:30-12:00,12:00-18:45","sat":"closed",)"
                    R"("sun":"12:00-18:00"})"),
            std::nullopt);
  EXPECT_EQ(problem(R"({"mon":"10:00-19:00"})"), std::nullopt);  // days left out: no bound
  EXPECT_EQ(problem("{}"), std::nullopt);
  EXPECT_EQ(problem("null"), std::nullopt);
}

TEST(OpeningHours, OtherFormatsSayWhatIsWrong) {
  EXPECT_EQ(problem(R"({"monday":"10:00-19:00"})"),
            "\"monday\" is not a day: use mon, tue, wed, thu, fri, sat or sun");
  EXPECT_EQ(problem(R"({"tue":"9:00-18:00"})"), "tue: \"9:00-18:00\" is not HH:MM-HH:MM");
  EXPECT_EQ(problem(R"({"tue":"10:00 - 18:00"})"), "tue: \"10:00 - 18:00\" is not HH:MM-HH:MM");
  EXPECT_EQ(problem(R"({"wed":"18:00-10:00"})"), "wed: \"18:00-10:00\" ends before it starts");
  EXPECT_EQ(problem(R"({"thu":"10:00-14:00,13:00-18:00"})"),
            "thu: \"13:00-18:00\" overlaps or comes before the previous interval");
  EXPECT_EQ(problem(R"({"fri":"10:00-25:00"})"), "fri: \"10:00-25:00\" is not HH:MM-HH:MM");
  EXPECT_EQ(problem(R"({"fri":"24:00-24:00"})"), "fri: \"24:00-24:00\" is not HH:MM-HH:MM");
  EXPECT_EQ(problem(R"({"sat":"Closed"})"), "sat: \"Closed\" is not HH:MM-HH:MM");
  EXPECT_EQ(problem(R"({"sun":""})"), "sun: give opening hours as HH:MM-HH:MM or \"closed\"");
  EXPECT_EQ(problem(R"({"sun":["10:00-18:00"]})"),
            "sun: give opening hours as HH:MM-HH:MM or \"closed\"");
  EXPECT_EQ(problem(R"({"mon":"10:00-18:00,"})"), "mon: \"\" is not HH:MM-HH:MM");
  EXPECT_EQ(problem(R"("Mon-Sun 10am-8pm")"),
            "operating_hours must be an object of days, such as "
            "{\"mon\":\"10:00-13:00,14:00-20:00\",\"sun\":\"closed\"}");
}

}  // namespace
}  // namespace emu::domain
