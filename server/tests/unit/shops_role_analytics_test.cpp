// The domain rules issue 26 took out of the function handlers, run without a server: who may
// act for a shop (shops/shop_role.hpp; its team, issue 28) and the shop report of shop-analytics
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

using shops::Membership;
using shops::Role;

Verdict verdict_of(std::optional<Membership> who, bool admin, Access access) {
  return shops::judge(who, admin, access).verdict;
}

TEST(ShopRole, TheOwnerActsAdminsWhereAllowed) {
  const Membership owner{Role::owner, ""};
  const Membership nobody{};
  EXPECT_EQ(verdict_of(owner, false, Access::owner_only), Verdict::allowed);
  EXPECT_EQ(verdict_of(nobody, false, Access::owner_or_admin), Verdict::forbidden);
  EXPECT_EQ(verdict_of(nobody, true, Access::owner_or_admin), Verdict::allowed);
  EXPECT_TRUE(shops::judge(nobody, true, Access::owner_or_admin).admin);
  EXPECT_EQ(verdict_of(nobody, true, Access::owner_only), Verdict::forbidden);
  EXPECT_EQ(verdict_of(nobody, true, Access::managers_only), Verdict::forbidden);
  EXPECT_EQ(verdict_of(std::nullopt, true, Access::owner_or_admin), Verdict::no_shop);
}

// salon-day.md C.1: a manager has what the owner has but the owner-only checks; a staff member
// is on the team for their own calendar only.
TEST(ShopRole, ManagersAndStaffFollowTheTable) {
  const Membership manager{Role::manager, ""};
  const Membership staff{Role::staff, "amy"};
  for (auto access : {Access::managers_only, Access::managers, Access::team}) {
    EXPECT_EQ(verdict_of(manager, false, access), Verdict::allowed);
  }
  EXPECT_EQ(verdict_of(manager, false, Access::owner_only), Verdict::forbidden);
  EXPECT_EQ(verdict_of(manager, false, Access::owner_or_admin), Verdict::forbidden);
  EXPECT_FALSE(shops::judge(manager, false, Access::team).limited_to_own_calendar());
  EXPECT_TRUE(shops::judge(manager, false, Access::team).may_act_for_staff("bea"));

  EXPECT_EQ(verdict_of(staff, false, Access::managers), Verdict::forbidden);
  const auto standing = shops::judge(staff, false, Access::team);
  EXPECT_EQ(standing.verdict, Verdict::allowed);
  EXPECT_TRUE(standing.limited_to_own_calendar());
  EXPECT_TRUE(standing.may_act_for_staff("amy"));
  EXPECT_FALSE(standing.may_act_for_staff("bea"));
  EXPECT_FALSE(standing.may_act_for_staff(""));  // the whole shop
  // A staff member who is also an admin acts as an admin.
  EXPECT_TRUE(shops::judge(staff, true, Access::managers).admin);
  EXPECT_FALSE(
      shops::judge(Membership{Role::staff, ""}, false, Access::team).may_act_for_staff(""));
}

class ShopRulesDb : public ::testing::TestWithParam<Engine> {};

// The migrated database with one unowned shop, kShop; a connection to it.
db::Result<db::PooledConnection> with_shop(db::testing::TestDb& t) {
  EXPECT_TRUE(db::migrate(*t).has_value());
  db::testing::must(*t, "INSERT INTO businesses (id, name) VALUES ($1, 'Glow Nails')",
                    {std::string(kShop)});
  return t->acquire();
}

TEST_P(ShopRulesDb, ChecksTheStoredOwnerAndTeam) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  auto conn = with_shop(t);
  ASSERT_TRUE(conn.has_value());
  auto check = [&](std::string_view shop, std::string_view user, bool admin, Access access) {
    auto v = shops::check_role(**conn, std::string(shop), user, admin, access);
    EXPECT_TRUE(v.has_value());
    return v.value_or(shops::Standing{Verdict::no_shop});
  };
  EXPECT_EQ(check(kShop, kUser, false, Access::owner_or_admin).verdict, Verdict::forbidden);
  EXPECT_EQ(check(kShop, kUser, true, Access::owner_or_admin).verdict, Verdict::allowed);
  EXPECT_EQ(check(kMissing, kUser, true, Access::owner_or_admin).verdict, Verdict::no_shop);
  EXPECT_EQ(check(kShop, "", false, Access::team).verdict, Verdict::forbidden);

  // kUser joins as staff (Amy), then is removed; the owner is merchant_id.
  constexpr std::string_view kOwner = "6f1c2d3e-0000-4000-8000-0000000000bb";
  constexpr std::string_view kAmy = "6f1c2d3e-0000-4000-8000-0000000000cc";
  constexpr std::string_view kMember = "6f1c2d3e-0000-4000-8000-0000000000dd";
  db::testing::must(*t, "INSERT INTO users (id, email) VALUES ($1, 'member@glow.hk')",
                    {std::string(kUser)});
  db::testing::must(*t, "INSERT INTO users (id, email) VALUES ($1, 'owner@glow.hk')",
                    {std::string(kOwner)});
  db::testing::must(*t, "UPDATE businesses SET merchant_id = $1 WHERE id = $2",
                    {std::string(kOwner), std::string(kShop)});
  db::testing::must(*t, "INSERT INTO staff (id, business_id, name) VALUES ($1, $2, 'Amy')",
                    {std::string(kAmy), std::string(kShop)});
  db::testing::must(
      *t,
      "INSERT INTO shop_members (id, shop_id, user_id, email, role, staff_id, status) "
      "VALUES ($1, $2, $3, 'member@glow.hk', 'staff', $4, 'active')",
      {std::string(kMember), std::string(kShop), std::string(kUser), std::string(kAmy)});
  const auto owner = check(kShop, kOwner, false, Access::owner_only);
  EXPECT_EQ(owner.verdict, Verdict::allowed);
  EXPECT_EQ(owner.role, Role::owner);
  const auto staff = check(kShop, kUser, false, Access::team);
  EXPECT_EQ(staff.verdict, Verdict::allowed);
  EXPECT_EQ(staff.role, Role::staff);
  EXPECT_EQ(staff.staff_id, kAmy);
  EXPECT_EQ(check(kShop, kUser, false, Access::managers).verdict, Verdict::forbidden);
  db::testing::must(*t, "UPDATE shop_members SET role = 'manager' WHERE id = $1",
                    {std::string(kMember)});
  EXPECT_EQ(check(kShop, kUser, false, Access::managers).verdict, Verdict::allowed);
  EXPECT_EQ(check(kShop, kUser, false, Access::managers).staff_id, "");
  db::testing::must(*t, "UPDATE shop_members SET status = 'removed' WHERE id = $1",
                    {std::string(kMember)});
  EXPECT_EQ(check(kShop, kUser, false, Access::team).verdict, Verdict::forbidden);
  EXPECT_EQ(check(kShop, kUser, false, Access::team).role, Role::none);
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
