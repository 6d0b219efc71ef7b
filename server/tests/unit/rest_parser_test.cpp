#include <gtest/gtest.h>

#include "rest/filter_parser.hpp"
#include "rest/request_parser.hpp"
#include "rest/select_parser.hpp"

namespace emu::rest {
namespace {

ApiRequest parse_ok(std::string_view query, std::string_view method = "GET",
                    std::string_view prefer = "", std::string_view accept = "") {
  RequestParts parts{method, "businesses", false, query, prefer, accept, "", "", ""};
  auto r = parse_request(parts);
  EXPECT_TRUE(r) << (r ? "" : r.error().code + " " + r.error().message);
  return r ? *r : ApiRequest{};
}

std::string parse_error(std::string_view query, std::string_view method = "GET") {
  RequestParts parts{method, "businesses", false, query, "", "", "", "", ""};
  auto r = parse_request(parts);
  return r ? std::string("ok") : r.error().code;
}

TEST(RestSelect, AliasesCastsAndNestedEmbeds) {
  auto items = parse_select(
      "id,title:name,id::text,shop:businesses!services_shop_id_fkey!inner(name,svc:services(*))");
  ASSERT_TRUE(items);
  ASSERT_EQ(items->size(), 4u);
  EXPECT_EQ((*items)[1].alias, "title");
  EXPECT_EQ((*items)[1].name, "name");
  EXPECT_EQ((*items)[2].cast, "text");
  const auto& embed = (*items)[3];
  EXPECT_EQ(embed.kind, SelectItem::Kind::embed);
  EXPECT_EQ(embed.alias, "shop");
  EXPECT_EQ(embed.name, "businesses");
  EXPECT_EQ(embed.hint, "services_shop_id_fkey");
  EXPECT_TRUE(embed.inner);
  ASSERT_EQ(embed.children.size(), 2u);
  EXPECT_EQ(embed.children[1].children[0].kind, SelectItem::Kind::star);
}

TEST(RestSelect, EmbedsNestAtMostFourLevels) {
  EXPECT_TRUE(parse_select("*,businesses(*,reviews(*,businesses(*,reviews(*))))"));
  auto five = parse_select("*,a(*,b(*,c(*,d(*,e(*)))))");
  ASSERT_FALSE(five);
  EXPECT_EQ(five.error().code, "PGRST100");
  EXPECT_EQ(five.error().details, "embedded resources may be nested at most 4 levels deep");
}

TEST(RestSelect, RefusesHostileNames) {
  for (const auto* s :
       {"name;drop", "na\"me", "a)", "(a", "a,,b", "x->y", "...spread(a)", "名字"}) {
    EXPECT_FALSE(parse_select(s)) << s;
  }
}

TEST(RestFilter, ConditionsAndNegation) {
  auto c = parse_condition("name", "not.ilike.*Nail*");
  ASSERT_TRUE(c);
  EXPECT_TRUE(c->negated);
  EXPECT_EQ(c->op, Op::ilike);
  EXPECT_EQ(c->value, "*Nail*");
  auto whole = parse_condition("name", "eq.a,b.c");
  ASSERT_TRUE(whole);
  EXPECT_EQ(whole->value, "a,b.c");  // the value is raw and whole
  auto in = parse_condition("id", "in.(1,\"a,b\",\"q\\\"x\")");
  ASSERT_TRUE(in);
  EXPECT_EQ(in->list, (std::vector<std::string>{"1", "a,b", "q\"x"}));
  auto any = parse_condition("name", "like(any).{a*,*b}");
  ASSERT_TRUE(any);
  EXPECT_EQ(any->quantifier, Quantifier::any);
  EXPECT_EQ(any->list.size(), 2u);
  EXPECT_FALSE(parse_condition("name", "zz.1"));
  EXPECT_FALSE(parse_condition("name", "is.maybe"));
  EXPECT_FALSE(parse_condition("name", "fts.word"));
}

TEST(RestFilter, LogicTrees) {
  auto t = parse_logic_tree(true, false,
                            "(a.eq.1,and(b.gt.2,not.or(c.is.null,d.in.(1,2))),e.not.eq.\"x,y\")");
  ASSERT_TRUE(t);
  ASSERT_EQ(t->items.size(), 3u);
  const auto& nested = std::get<LogicTree>(t->items[1]);
  EXPECT_FALSE(nested.is_or);
  const auto& inner = std::get<LogicTree>(nested.items[1]);
  EXPECT_TRUE(inner.is_or);
  EXPECT_TRUE(inner.negated);
  const auto& last = std::get<Condition>(t->items[2]);
  EXPECT_TRUE(last.negated);
  EXPECT_EQ(last.value, "x,y");
  EXPECT_FALSE(parse_logic_tree(true, false, "(a.eq.1"));
  EXPECT_FALSE(parse_logic_tree(true, false, "a.eq.1"));
}

TEST(RestFilter, Order) {
  auto o = parse_order("created_at.desc.nullslast,name");
  ASSERT_TRUE(o);
  ASSERT_EQ(o->size(), 2u);
  EXPECT_TRUE((*o)[0].desc);
  EXPECT_EQ((*o)[0].nulls_first, false);
  EXPECT_FALSE((*o)[1].desc);
  EXPECT_FALSE(parse_order("name.sideways"));
}

TEST(RestRequest, QueryStringParts) {
  auto r = parse_ok(
      "select=id,services(name)&services.order=name.desc&services.limit=2&order=name&limit=10&"
      "offset=5&name=eq.A+B%2CC&or=(a.eq.1,b.eq.2)&services.is_active=is.true&on_conflict=id&"
      "columns=%22name%22,%22id%22",
      "POST", "return=representation, count=exact,resolution=merge-duplicates, missing=default");
  EXPECT_EQ(r.action, Action::upsert);
  EXPECT_TRUE(r.select_given);
  EXPECT_EQ(r.limit.at({}), 10);
  EXPECT_EQ(r.offset.at({}), 5);
  EXPECT_EQ(r.limit.at({"services"}), 2);
  EXPECT_TRUE(r.order.at({"services"})[0].desc);
  ASSERT_EQ(r.filters.size(), 3u);
  EXPECT_EQ(std::get<Condition>(r.filters[0].expr).value, "A B,C");
  EXPECT_EQ(r.filters[2].path, EmbedPath{"services"});
  EXPECT_EQ(r.prefer.return_pref, ReturnPref::representation);
  EXPECT_EQ(r.prefer.count, CountPref::exact);
  EXPECT_TRUE(r.prefer.missing_default);
  EXPECT_EQ(*r.columns, (std::vector<std::string>{"name", "id"}));
}

TEST(RestRequest, HeadersAndErrors) {
  EXPECT_TRUE(parse_ok("", "GET", "", "application/vnd.pgrst.object+json").single_object);
  EXPECT_FALSE(parse_ok("", "GET", "", "*/*").single_object);
  RequestParts csv{"GET", "t", false, "", "", "text/csv", "", "", ""};
  EXPECT_EQ(parse_request(csv).error().code, "PGRST107");
  RequestParts profile{"GET", "t", false, "", "", "", "", "auth", ""};
  EXPECT_EQ(parse_request(profile).error().code, "PGRST106");
  RequestParts strict{"GET", "t", false, "", "handling=strict, bogus=1", "", "", "", ""};
  EXPECT_EQ(parse_request(strict).error().code, "PGRST122");
  RequestParts range{"GET", "t", false, "", "", "", "items=10-19", "", ""};
  auto ranged = parse_request(range);
  ASSERT_TRUE(ranged);
  EXPECT_EQ(ranged->offset.at({}), 10);
  EXPECT_EQ(ranged->limit.at({}), 10);
  EXPECT_EQ(parse_error("limit=-1"), "PGRST100");
  EXPECT_EQ(parse_error("a=%zz"), "PGRST100");
  EXPECT_EQ(parse_error("a;b=eq.1"), "PGRST100");
}

}  // namespace
}  // namespace emu::rest
