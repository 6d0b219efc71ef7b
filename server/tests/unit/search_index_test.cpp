// The in-memory shop search (search/shop_index.hpp, live_shop_index.hpp): it must answer
// exactly as the SQL of shop_search.cpp does (same matches, order, total and JSON) on both
// engines, and see every write committed before a search, by this pool or another one.
#include <gtest/gtest.h>

#include <boost/json/serialize.hpp>

#include "app/seed_catalogue.hpp"
#include "db/migrations.hpp"
#include "db_test_support.hpp"
#include "search/live_shop_index.hpp"
#include "search/shop_index.hpp"
#include "search/shop_search.hpp"

namespace emu::search {
namespace {

using db::testing::Engine;
using db::testing::must;

SearchParams params(const std::string& json) {
  auto parsed = parse_params(boost::json::parse(json).as_object());
  EXPECT_TRUE(parsed.has_value()) << json;
  return parsed ? *parsed : SearchParams{};
}

std::vector<std::string> ids(const boost::json::object& answer) {
  std::vector<std::string> out;
  for (const auto& s : answer.at("shops").as_array()) {
    out.emplace_back(s.as_object().at("id").as_string());
  }
  return out;
}

ShopDoc shop(std::string id, std::string name, std::string text, double rating = 0,
             std::int64_t count = 0) {
  ShopDoc d;
  d.id = std::move(id);
  d.name = std::move(name);
  d.search_text = std::move(text);
  d.rating = rating;
  d.total_ratings = count;
  return d;
}

TEST(ShopIndex, TermsMatchAsTheSqlDoes) {
  ShopIndex index;
  index.reset({shop("a", "Glow Nails", "glow nails | 光彩美甲 | wan chai | 灣仔區"),
               shop("b", "Manicure Bar", "manicure bar | 修甲吧 | causeway bay | 銅鑼灣"),
               shop("c", "銅鑼灣美甲", "銅鑼灣美甲 | nails | 銅鑼灣")});
  auto found = [&](const std::string& q) {
    auto got = ids(index.search(params(R"({"q":")" + q + R"(","sort":"rating"})")));
    std::sort(got.begin(), got.end());
    return got;
  };
  using V = std::vector<std::string>;
  EXPECT_EQ(found("美甲"), (V{"a", "c"}));
  EXPECT_EQ(found("甲"), (V{"a", "b", "c"}));
  EXPECT_EQ(found("na"), (V{"a", "c"}));   // Latin 1-2 characters: a word starts with it
  EXPECT_EQ(found("an"), V{});             // not "manicure"'s inner "an"
  EXPECT_EQ(found("ail"), (V{"a", "c"}));  // 3+: anywhere in the text
  EXPECT_EQ(found("銅鑼灣"), (V{"b", "c"}));
  EXPECT_EQ(found("銅鑼灣 美甲"), V{"c"});  // every term must match
  EXPECT_EQ(found("NAILS"), (V{"a", "c"}));
  EXPECT_EQ(found("zzz"), V{});
}

TEST(ShopIndex, RelevanceRatingPriceAndPagingOrders) {
  ShopIndex index;
  auto a = shop("a", "Nail Studio", "nail studio | 美甲", 5, 1);
  auto b = shop("b", "Best Nail", "best nail | 美甲", 4.8, 40);
  auto c = shop("c", "Others", "others | nail art | 美甲", 3, 2);
  a.min_price = 300;
  c.min_price = 120;
  index.reset({a, b, c});
  // Relevance: the name starts with the query, then contains it, then by Bayesian average.
  EXPECT_EQ(ids(index.search(params(R"({"q":"nail"})"))),
            (std::vector<std::string>{"a", "b", "c"}));
  // Rating: 40 x 4.8 is above 1 x 5.
  EXPECT_EQ(ids(index.search(params(R"({"sort":"rating"})"))),
            (std::vector<std::string>{"b", "a", "c"}));
  // Price: cheapest first, no price last.
  EXPECT_EQ(ids(index.search(params(R"({"sort":"price"})"))),
            (std::vector<std::string>{"c", "a", "b"}));
  auto page = index.search(params(R"({"sort":"rating","limit":1,"offset":1})"));
  EXPECT_EQ(page.at("total").as_int64(), 3);
  EXPECT_EQ(ids(page), std::vector<std::string>{"a"});
  EXPECT_EQ(index.search(params(R"({"offset":5})")).at("shops").as_array().size(), 0u);
}

TEST(ShopIndex, ChangesReplaceAndRemoveShops) {
  ShopIndex index;
  index.reset({shop("a", "A", "glow | 美甲"), shop("b", "B", "bloom | 美甲")});
  index.apply({shop("a", "A", "glow | 按摩")}, {"b"});
  EXPECT_EQ(index.size(), 1u);
  EXPECT_EQ(index.search(params(R"({"q":"美甲"})")).at("total").as_int64(), 0);
  EXPECT_EQ(ids(index.search(params(R"({"q":"按摩"})"))), std::vector<std::string>{"a"});
  // Many changes leave dead slots behind until a compaction; answers stay the same.
  for (int i = 0; i < 3000; ++i) index.apply({shop("a", "A", "glow | 按摩")}, {});
  EXPECT_EQ(ids(index.search(params(R"({"q":"按摩"})"))), std::vector<std::string>{"a"});
}

class SearchIndexDb : public ::testing::TestWithParam<Engine> {};

std::string reviewer(db::Database& db) {
  auto r = must(db, "INSERT INTO users (email) VALUES ('reviewer@example.com') RETURNING id");
  return std::string(r.rows.at(0).at(0).as_string());
}

// The catalogue of the demo (bilingual, 18 districts, six categories, reviews), 400 shops.
TEST_P(SearchIndexDb, AnswersExactlyAsTheSql) {
  EMU_OPEN_OR_SKIP(db, GetParam());
  ASSERT_TRUE(db::migrate(*db));
  ASSERT_TRUE(app::seed_catalogue(*db, 400, {reviewer(*db)}));
  LiveShopIndex live(*db);
  ASSERT_TRUE(live.refresh());
  const double mean = live.index().platform_mean();
  for (const char* body : {R"({})",
                           R"({"q":"美甲"})",
                           R"({"q":"銅鑼灣"})",
                           R"({"q":"銅鑼灣 美甲"})",
                           R"({"category":"nails","sort":"rating"})",
                           R"({"q":"nail"})",
                           R"({"q":"na"})",
                           R"({"q":"飛髮"})",
                           R"({"q":"美发"})",
                           R"({"q":"massage","district":"Wan Chai"})",
                           R"({"sort":"price","limit":50})",
                           R"({"sort":"price","offset":40,"limit":50})",
                           R"({"q":"美","min_rating":4})",
                           R"({"verified":true,"sort":"rating"})",
                           R"({"lat":22.28,"lng":114.18,"sort":"distance","radius_km":3})",
                           R"({"q":"spa","price_min":100,"price_max":600})",
                           R"({"area":"旺角"})",
                           R"({"area":"Mong Kok","q":"hair"})",
                           R"({"q":"深層清潔"})",
                           R"({"q":"facial","offset":30})",
                           R"({"unclaimed":true,"q":"studio"})",
                           R"({"phone":"2345"})",
                           R"({"q":"GLOW"})",
                           R"({"q":"「美甲」"})"}) {
    auto conn = db->acquire();
    ASSERT_TRUE(conn);
    auto sql = search_shops(**conn, params(body), mean);
    ASSERT_TRUE(sql) << sql.error().message;
    EXPECT_EQ(boost::json::serialize(live.index().search(params(body), mean)),
              boost::json::serialize(*sql))
        << body;
  }
}

// A write by another pool (another server, the CLI) is seen by the very next search.
TEST_P(SearchIndexDb, SeesEveryCommitBeforeTheSearch) {
  EMU_OPEN_OR_SKIP(db, GetParam());
  ASSERT_TRUE(db::migrate(*db));
  ASSERT_TRUE(app::seed_catalogue(*db, 30, {reviewer(*db)}));
  LiveShopIndex live(*db);
  auto total = [&](const std::string& body) {
    auto r = live.search(params(body));
    EXPECT_TRUE(r) << (r ? "" : r.error().message);
    return r ? r->at("total").as_int64() : -1;
  };
  const auto all = total("{}");
  ASSERT_EQ(all, 30);
  auto other = db.open_again();
  ASSERT_TRUE(other);
  auto some = must(*other, "SELECT id FROM businesses ORDER BY id LIMIT 1");
  const std::string id(some.rows.at(0).at(0).as_string());

  must(*other,
       "UPDATE businesses SET search_text = 'zebra lounge | 斑馬', name = 'Zebra' WHERE id = $1",
       {id});
  EXPECT_EQ(total(R"({"q":"zebra"})"), 1);
  EXPECT_EQ(total(R"({"q":"斑馬"})"), 1);

  must(*other, "DELETE FROM business_categories WHERE business_id = $1", {id});
  must(*other, "INSERT INTO business_categories (business_id, category) VALUES ($1, 'spa')", {id});
  auto spa = live.search(params(R"({"q":"zebra","category":"spa"})"));
  ASSERT_TRUE(spa);
  EXPECT_EQ(ids(*spa), std::vector<std::string>{id});

  must(*other, "UPDATE businesses SET is_active = false WHERE id = $1", {id});
  EXPECT_EQ(total(R"({"q":"zebra"})"), 0);
  EXPECT_EQ(total("{}"), all - 1);
  must(*other, "UPDATE businesses SET is_active = true WHERE id = $1", {id});
  EXPECT_EQ(total("{}"), all);
}

// PostgreSQL hands out seq before commit: a change whose transaction commits after a later
// one's must still be found.
TEST(SearchIndexPostgres, AChangeCommittedOutOfOrderIsNotMissed) {
  EMU_OPEN_OR_SKIP(db, Engine::postgres);
  ASSERT_TRUE(db::migrate(*db));
  ASSERT_TRUE(app::seed_catalogue(*db, 10, {reviewer(*db)}));
  LiveShopIndex live(*db);
  ASSERT_TRUE(live.refresh());
  auto shops = must(*db, "SELECT id FROM businesses ORDER BY id LIMIT 2");
  const std::string first(shops.rows.at(0).at(0).as_string());
  const std::string second(shops.rows.at(1).at(0).as_string());

  auto slow = db->acquire();
  ASSERT_TRUE(slow);
  ASSERT_TRUE((*slow)->execute_script("BEGIN"));
  const std::vector<db::Param> first_id{first};
  ASSERT_TRUE((*slow)->query("UPDATE businesses SET search_text = 'slowpoke' WHERE id = $1",
                             first_id));  // takes the lower seq
  must(*db, "UPDATE businesses SET search_text = 'quickfox' WHERE id = $1", {second});
  auto quick = live.search(params(R"({"q":"quickfox"})"));
  ASSERT_TRUE(quick);
  EXPECT_EQ(quick->at("total").as_int64(), 1);
  ASSERT_TRUE((*slow)->execute_script("COMMIT"));
  auto late = live.search(params(R"({"q":"slowpoke"})"));
  ASSERT_TRUE(late);
  EXPECT_EQ(late->at("total").as_int64(), 1);
}

INSTANTIATE_TEST_SUITE_P(Engines, SearchIndexDb,
                         ::testing::Values(Engine::sqlite, Engine::postgres),
                         db::testing::engine_name);

}  // namespace
}  // namespace emu::search
