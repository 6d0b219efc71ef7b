// The domain rules issue 26 took out of the function handlers, run without a server: who may
// act for a shop (shops/shop_role.hpp) and the shop report of shop-analytics
// (analytics/shop_report.hpp), on both engines.
#include <gtest/gtest.h>

#include "analytics/shop_report.hpp"
#include "db/migrations.hpp"
#include "db_test_support.hpp"
#include "shops/shop_role.hpp"

namespace emu {
namespace {

using db::testing::Engine;
using shops::Access;
using shops::Verdict;

constexpr std::string_view kShop = "6f1c2d3e-0000-4000-8000-000000000001";
constexpr std::string_view kMissing = "6f1c2d3e-0000-4000-8000-000000000002";
constexpr std::string_view kUser = "6f1c2d3e-0000-4000-8000-0000000000aa";

TEST(ShopRole, TheOwnerActsAdminsWhereAllowed) {
  const std::optional<std::string> owned = std::string(kUser);
  EXPECT_EQ(shops::judge(owned, kUser, false, Access::owner_only), Verdict::allowed);
  EXPECT_EQ(shops::judge(owned, "someone-else", false, Access::owner_or_admin), Verdict::forbidden);
  EXPECT_EQ(shops::judge(owned, "someone-else", true, Access::owner_or_admin), Verdict::allowed);
  EXPECT_EQ(shops::judge(owned, "someone-else", true, Access::owner_only), Verdict::forbidden);
}

TEST(ShopRole, NobodyOwnsAnUnownedShopAndAMissingShopIsNoShop) {
  const std::optional<std::string> unowned = std::string();
  EXPECT_EQ(shops::judge(unowned, "", false, Access::owner_or_admin), Verdict::forbidden);
  EXPECT_EQ(shops::judge(unowned, kUser, false, Access::owner_only), Verdict::forbidden);
  EXPECT_EQ(shops::judge(std::nullopt, kUser, true, Access::owner_or_admin), Verdict::no_shop);
}

class ShopRulesDb : public ::testing::TestWithParam<Engine> {};

// The migrated database with one unowned shop, kShop; a connection to it.
db::Result<db::PooledConnection> with_shop(db::testing::TestDb& t) {
  EXPECT_TRUE(db::migrate(*t).has_value());
  db::testing::must(*t, "INSERT INTO businesses (id, name) VALUES ($1, 'Glow Nails')",
                    {std::string(kShop)});
  return t->acquire();
}

TEST_P(ShopRulesDb, ChecksTheStoredOwner) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  auto conn = with_shop(t);
  ASSERT_TRUE(conn.has_value());
  auto check = [&](std::string_view shop, bool admin) {
    auto v = shops::check_role(**conn, std::string(shop), kUser, admin, Access::owner_or_admin);
    EXPECT_TRUE(v.has_value());
    return v.value_or(Verdict::no_shop);
  };
  EXPECT_EQ(check(kShop, false), Verdict::forbidden);
  EXPECT_EQ(check(kShop, true), Verdict::allowed);
  EXPECT_EQ(check(kMissing, true), Verdict::no_shop);
}

TEST_P(ShopRulesDb, ReportsEveryDayOfAnEmptyPeriod) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  auto conn = with_shop(t);
  ASSERT_TRUE(conn.has_value());
  using namespace std::chrono;
  const year_month_day today{year{2030}, month{3}, day{2}};
  auto report = analytics::shop_report(**conn, std::string(kShop), 7, today);
  ASSERT_TRUE(report.has_value()) << report.error().message;
  EXPECT_EQ(report->at("from").as_string(), "2030-02-24");
  EXPECT_EQ(report->at("to").as_string(), "2030-03-02");
  const auto& daily = report->at("daily").as_array();
  ASSERT_EQ(daily.size(), 7u);
  EXPECT_EQ(daily.front().as_object().at("day").as_string(), "2030-02-24");
  EXPECT_TRUE(daily.front().as_object().at("rating").is_null());
  const auto& totals = report->at("totals").as_object();
  EXPECT_EQ(totals.at("page_views").as_int64(), 0);
  EXPECT_TRUE(totals.at("conversion").is_null());
  EXPECT_EQ(totals.at("customers").as_int64(), 0);
  EXPECT_EQ(totals.at("total_ratings").as_int64(), 0);
}

INSTANTIATE_TEST_SUITE_P(Engines, ShopRulesDb, ::testing::Values(Engine::sqlite, Engine::postgres),
                         db::testing::engine_name);

}  // namespace
}  // namespace emu
