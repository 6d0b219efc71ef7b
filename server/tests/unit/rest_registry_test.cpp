// The REST schema registry must match the migrated schema on both engines: every declared
// column exists with a compatible type, and every column of an exposed table is declared.
#include <gtest/gtest.h>

#include <set>

#include "db/migrations.hpp"
#include "db_test_support.hpp"
#include "rest/schema_registry.hpp"

namespace emu::rest {
namespace {

using db::testing::Engine;

class RestRegistry : public ::testing::TestWithParam<Engine> {};

std::string declared_type_family(Type t) {
  switch (t) {
    case Type::uuid:
      return "UUID";
    case Type::text:
      return "TEXT";
    case Type::boolean:
      return "BOOL";
    case Type::integer:
      return "INT";
    case Type::numeric:
      return "NUMERIC";
    case Type::timestamptz:
      return "TIMESTAMP";
    case Type::date:
      return "DATE";
    case Type::time:
      return "TIME";
    case Type::jsonb:
    case Type::jsonb_array:
      return "JSON";
  }
  return "";
}

TEST_P(RestRegistry, MatchesMigratedSchema) {
  EMU_OPEN_OR_SKIP(tdb, GetParam());
  ASSERT_TRUE(db::migrate(*tdb));
  for (const auto& table : Registry::instance().tables()) {
    const std::string sql = GetParam() == Engine::sqlite
                                ? "SELECT name, upper(type) AS type FROM pragma_table_info($1)"
                                : "SELECT column_name AS name, upper(data_type) AS type FROM "
                                  "information_schema.columns "
                                  "WHERE table_name = $1 AND table_schema = current_schema()";
    auto rs = db::testing::must(*tdb, sql, {std::string(table.name)});
    std::set<std::string> actual;
    for (const auto& row : rs.rows) {
      const std::string name(row[0].as_string());
      std::string type(row[1].as_string());
      actual.insert(name);
      const Column* c = table.column(name);
      ASSERT_NE(c, nullptr) << table.name << "." << name << " is not in the registry";
      if (type == "INTEGER" && c->type == Type::integer) continue;
      const auto family = declared_type_family(c->type);
      EXPECT_NE(type.find(family), std::string::npos) << table.name << "." << name << ": " << type;
    }
    for (const auto& c : table.columns) {
      EXPECT_TRUE(actual.contains(std::string(c.name)))
          << table.name << "." << c.name << " missing";
    }
  }
}

TEST(RestRegistryLinks, ResolvesAndDisambiguates) {
  const auto& r = Registry::instance();
  const Table* services = r.table("services");
  const Table* businesses = r.table("businesses");
  ASSERT_TRUE(services && businesses);
  auto to_one = r.links(*services, "businesses", "");
  ASSERT_EQ(to_one.size(), 1u);
  EXPECT_TRUE(to_one[0].to_one);
  EXPECT_EQ(r.links(*services, "shop_id", "").size(), 1u);
  auto to_many = r.links(*businesses, "services", "");
  ASSERT_EQ(to_many.size(), 1u);
  EXPECT_FALSE(to_many[0].to_one);
  EXPECT_EQ(r.links(*businesses, "user_profiles", "").size(), 2u);  // merchant_id, claimed_by
  EXPECT_EQ(r.links(*businesses, "user_profiles", "merchant_id").size(), 1u);
  EXPECT_TRUE(r.links(*businesses, "waitlist_emails", "").empty());
  EXPECT_EQ(r.table("users"), nullptr);
}

INSTANTIATE_TEST_SUITE_P(Engines, RestRegistry, ::testing::Values(Engine::sqlite, Engine::postgres),
                         db::testing::engine_name);

}  // namespace
}  // namespace emu::rest
