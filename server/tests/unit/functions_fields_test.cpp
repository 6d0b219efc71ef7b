#include <gtest/gtest.h>

#include <boost/json/parse.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "functions/fields.hpp"

namespace {

using emu::functions::Code;
using emu::functions::Fields;

constexpr std::string_view kId = "0f8fad5b-d9cb-469f-a165-70867728950e";

boost::json::object body(std::string_view json) { return boost::json::parse(json).as_object(); }

std::string problem(const emu::functions::FnResult<void>& verdict, std::string_view key) {
  const auto& details = verdict.error().details->as_object();
  const auto* message = details.if_contains(key);
  return message ? std::string(message->as_string()) : std::string("<none>");
}

TEST(FunctionsFields, ReadsEveryFieldAndPassesWhenEveryRuleHolds) {
  const auto b = body(R"({"bookingId":"0f8fad5b-d9cb-469f-a165-70867728950e","method":"card",
                          "note":" hello ","startAt":"2026-12-01T16:15:00+08:00"})");
  Fields fields(b);
  EXPECT_EQ(fields.id("bookingId", "a booking id"), kId);
  EXPECT_EQ(fields.one_of("method", {"fps", "card"}), "card");
  EXPECT_EQ(fields.optional_text("note", 5), "hello");  // trimmed, then measured
  EXPECT_TRUE(fields.instant("startAt").has_value());
  EXPECT_EQ(fields.optional_id("staffId", "a staff id"), std::nullopt);  // left out: fine
  EXPECT_EQ(fields.optional_text("reference", 100), std::nullopt);
  EXPECT_TRUE(std::move(fields).verdict("The request is incomplete").has_value());
}

TEST(FunctionsFields, AnswersEveryBrokenRuleAtOnceWithItsMessage) {
  const auto b = body(R"({"bookingId":"nope","method":"cash","note":"123456","startAt":"soon",
                          "endAt":"later","staffId":"x"})");
  Fields fields(b);
  fields.id("bookingId", "a booking id");
  fields.one_of("method", {"fps", "card"});
  fields.optional_text("note", 5);
  fields.instant("startAt");
  fields.instant("endAt", "2026-12-01T18:00:00+08:00");
  fields.optional_id("staffId", "a staff id or null");
  fields.id("shopId", "a shop id");  // absent
  const auto verdict = std::move(fields).verdict("The payment request is incomplete");
  ASSERT_FALSE(verdict.has_value());
  EXPECT_EQ(verdict.error().code, Code::validation_failed);
  EXPECT_EQ(verdict.error().message, "The payment request is incomplete");
  EXPECT_EQ(problem(verdict, "bookingId"), "bookingId must be a booking id");
  EXPECT_EQ(problem(verdict, "method"), "method must be fps or card");
  EXPECT_EQ(problem(verdict, "note"), "note must be at most 5 characters");
  EXPECT_EQ(problem(verdict, "startAt"),
            "startAt must be a time such as 2026-12-01T16:15:00+08:00");
  EXPECT_EQ(problem(verdict, "endAt"), "endAt must be a time such as 2026-12-01T18:00:00+08:00");
  EXPECT_EQ(problem(verdict, "staffId"), "staffId must be a staff id or null");
  EXPECT_EQ(problem(verdict, "shopId"), "shopId must be a shop id");
  EXPECT_EQ(verdict.error().details->as_object().size(), 7u);
}

TEST(FunctionsFields, ListsTheAllowedValuesInOrder) {
  const auto b = body(R"({"kind":"snow"})");
  Fields fields(b);
  fields.one_of("kind", {"T8", "BLACK_RAIN", "EXTREME"});
  const auto verdict = std::move(fields).verdict("x");
  ASSERT_FALSE(verdict.has_value());
  EXPECT_EQ(problem(verdict, "kind"), "kind must be T8, BLACK_RAIN or EXTREME");
}

struct Move {
  std::string_view action;
  int to;
};

TEST(FunctionsFields, PicksTheRowOfATableByItsAction) {
  const std::vector<Move> table{{"confirm", 1}, {"decline", 2}, {"no_show", 3}};
  const auto good = body(R"({"action":"decline"})");
  Fields picked(good);
  const Move* move = picked.pick("action", table);
  ASSERT_NE(move, nullptr);
  EXPECT_EQ(move->to, 2);
  EXPECT_TRUE(std::move(picked).verdict("x").has_value());

  const auto bad = body(R"({"action":"shout"})");
  Fields refused(bad);
  EXPECT_EQ(refused.pick("action", table), nullptr);
  const auto verdict = std::move(refused).verdict("The request is incomplete");
  ASSERT_FALSE(verdict.has_value());
  EXPECT_EQ(problem(verdict, "action"), "action must be confirm, decline or no_show");
}

TEST(FunctionsFields, ALaterProblemOfAFieldReplacesTheFirstAndTheCodeCanBeChosen) {
  const auto b = body(R"({})");
  Fields fields(b);
  fields.problem("reply", "reply is required");
  fields.problem("reply", "reply must be at most 2000 characters");
  const auto verdict =
      std::move(fields).verdict("Some of the details sent are not valid.", Code::invalid_parameter);
  ASSERT_FALSE(verdict.has_value());
  EXPECT_EQ(verdict.error().code, Code::invalid_parameter);
  EXPECT_EQ(problem(verdict, "reply"), "reply must be at most 2000 characters");
  EXPECT_EQ(verdict.error().details->as_object().size(), 1u);
}

}  // namespace
