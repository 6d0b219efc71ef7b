#include <gtest/gtest.h>

#include "http/router.hpp"

namespace emu::http {
namespace {

Handler noop() {
  return [](Request&) -> boost::asio::awaitable<Response> { co_return Response{}; };
}

TEST(Router, MatchesLiteralAndParams) {
  Router r;
  r.add(bhttp::verb::get, "/rest/v1/:table", noop());
  r.add(bhttp::verb::post, "/functions/v1/:name", noop());
  auto m = r.match(bhttp::verb::get, "/rest/v1/businesses");
  ASSERT_TRUE(m);
  ASSERT_NE(m->handler, nullptr);
  EXPECT_EQ(m->pattern, "/rest/v1/:table");
  EXPECT_EQ(m->params.at("table"), "businesses");
  EXPECT_FALSE(r.match(bhttp::verb::get, "/rest/v1/businesses/extra"));
  EXPECT_FALSE(r.match(bhttp::verb::get, "/rest/v2/businesses"));
}

TEST(Router, RestSegmentTakesTheRemainingPath) {
  Router r;
  r.add(bhttp::verb::get, "/storage/v1/object/:bucket/*name", noop());
  auto m = r.match(bhttp::verb::get, "/storage/v1/object/br-documents/app-1/doc one.pdf");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->params.at("bucket"), "br-documents");
  EXPECT_EQ(m->params.at("name"), "app-1/doc one.pdf");
}

TEST(Router, WrongMethodReportsAllowedMethods) {
  Router r;
  r.add(bhttp::verb::get, "/healthz", noop());
  r.add(bhttp::verb::post, "/healthz", noop());
  auto m = r.match(bhttp::verb::delete_, "/healthz");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->handler, nullptr);
  EXPECT_EQ(m->allow, "GET, POST");
  EXPECT_EQ(m->pattern, "/healthz");
}

TEST(Router, HeadIsServedByGet) {
  Router r;
  r.add(bhttp::verb::get, "/metrics", noop());
  auto m = r.match(bhttp::verb::head, "/metrics");
  ASSERT_TRUE(m);
  EXPECT_NE(m->handler, nullptr);
}

}  // namespace
}  // namespace emu::http
