// Realtime's wire pieces without a server: Phoenix frames as realtime-js sends them, channel
// filters turned into data API query parameters (and the ones refused), NOTIFY payloads.
#include <gtest/gtest.h>

#include <boost/json/parse.hpp>

#include "realtime/change_feed.hpp"
#include "realtime/protocol.hpp"
#include "realtime/row_reader.hpp"

namespace emu::realtime {
namespace {

TEST(RealtimeFrames, ParsesRealtimeJsArraysAndAnswersInKind) {
  auto f = parse_frame(
      R"(["1","2","realtime:inbox","phx_join",{"config":{"postgres_changes":[]},"access_token":"t"}])");
  ASSERT_TRUE(f);
  EXPECT_EQ(f->join_ref.as_string(), "1");
  EXPECT_EQ(f->ref.as_string(), "2");
  EXPECT_EQ(f->topic, "realtime:inbox");
  EXPECT_EQ(f->event, "phx_join");
  EXPECT_EQ(f->payload.at("access_token").as_string(), "t");
  EXPECT_EQ(boost::json::parse(reply(*f, "ok", boost::json::object{})),
            boost::json::parse(
                R"(["1","2","realtime:inbox","phx_reply",{"status":"ok","response":{}}])"));
  // A heartbeat has no join_ref.
  auto h = parse_frame(R"([null,"9","phoenix","heartbeat",{}])");
  ASSERT_TRUE(h);
  EXPECT_TRUE(h->join_ref.is_null());
}

TEST(RealtimeFrames, RefusesWhatIsNotAFrame) {
  EXPECT_FALSE(parse_frame("not json"));
  EXPECT_FALSE(parse_frame(R"({"topic":"phoenix"})"));
  EXPECT_FALSE(parse_frame(R"(["1","2","t","e"])"));
  EXPECT_FALSE(parse_frame(R"([1,"2","t","e",{}])"));
}

TEST(RealtimeFilters, BecomeQueryParametersWithTheValueEncoded) {
  EXPECT_EQ(filter_query(""), "");
  EXPECT_EQ(filter_query("shop_id=eq.9ca8785c-bd4a-4c7a-815f-4af40c34451f"),
            "shop_id=eq.9ca8785c-bd4a-4c7a-815f-4af40c34451f");
  EXPECT_EQ(filter_query("status=in.(pending,confirmed)"), "status=in.%28pending%2Cconfirmed%29");
  // A value cannot smuggle a second parameter in.
  EXPECT_EQ(filter_query("status=eq.x&select=*"), "status=eq.x%26select%3D%2A");
}

TEST(RealtimeFilters, RefuseOtherOperatorsAndColumnNames) {
  for (const char* bad : {"shop_id=like.x", "shop_id", "shop_id=eq.", "Shop=eq.x", "a.b=eq.x",
                          "shop_id=eq", "=eq.x"}) {
    EXPECT_FALSE(filter_query(bad)) << bad;
  }
}

TEST(RealtimeNotifications, ReadTheTriggerPayload) {
  auto c = parse_notification(
      R"({"table":"bookings","op":"UPDATE","id":"b1","at":"2026-11-24T03:36:01.123456+00:00"})");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->table, "bookings");
  EXPECT_EQ(c->op, "UPDATE");
  EXPECT_EQ(c->id, "b1");
  EXPECT_EQ(c->at, "2026-11-24T03:36:01.123456Z");
  EXPECT_FALSE(parse_notification(R"({"table":"bookings","op":"UPDATE"})"));
  EXPECT_FALSE(parse_notification("x"));
}

}  // namespace
}  // namespace emu::realtime
