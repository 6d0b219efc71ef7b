#include <gtest/gtest.h>

#include "rest/error.hpp"
#include "rest/policy.hpp"
#include "rest/schema_registry.hpp"
#include "rest/values.hpp"

namespace emu::rest {
namespace {

Caller anon() { return {}; }
// Named fields: positional ones silently turned each id into `member = true` when Caller grew
// that flag before user_id.
Caller user() { return {.signed_in = true, .user_id = "00000000-0000-4000-8000-000000000001"}; }
Caller merchant() {
  return {.signed_in = true, .merchant = true, .user_id = "00000000-0000-4000-8000-000000000002"};
}
Caller admin() {
  return {.signed_in = true, .admin = true, .user_id = "00000000-0000-4000-8000-000000000003"};
}

bool allowed(const Caller& c, std::string_view table, Operation op, bool exact = true) {
  return decide(c, table, op, PolicyContext{exact, false}).has_value();
}

TEST(RestPolicy, EveryPolicyNamesRegistryColumns) {
  // decide() for every table/op/role must only produce predicates on declared columns.
  for (const auto& t : Registry::instance().tables()) {
    for (auto op : {Operation::select, Operation::insert, Operation::update, Operation::remove}) {
      for (const auto& c : {anon(), user(), merchant(), admin()}) {
        auto d = decide(c, t.name, op, PolicyContext{true, false});
        if (!d) continue;
        for (const auto* list : {&d->visible, &d->check}) {
          for (const auto& alt : *list) {
            for (const auto& p : alt.all)
              EXPECT_NE(t.column(p.column), nullptr) << t.name << "." << p.column;
          }
        }
        for (auto w : d->writable) EXPECT_NE(t.column(w), nullptr) << t.name << "." << w;
      }
    }
  }
}

TEST(RestPolicy, SectionFiveHighlights) {
  EXPECT_TRUE(allowed(anon(), "waitlist_emails", Operation::insert));
  EXPECT_FALSE(allowed(anon(), "waitlist_emails", Operation::select));
  EXPECT_TRUE(allowed(admin(), "waitlist_emails", Operation::select));
  EXPECT_FALSE(allowed(admin(), "waitlist_emails", Operation::remove));
  EXPECT_TRUE(allowed(anon(), "quick_applications", Operation::select, true));
  EXPECT_FALSE(allowed(anon(), "quick_applications", Operation::select, false));
  EXPECT_FALSE(allowed(anon(), "bookings", Operation::select));
  EXPECT_TRUE(allowed(user(), "bookings", Operation::insert));
  EXPECT_FALSE(allowed(user(), "bookings", Operation::update));
  EXPECT_FALSE(allowed(user(), "business_claims", Operation::insert));
  EXPECT_TRUE(allowed(merchant(), "business_claims", Operation::insert));
  EXPECT_FALSE(allowed(admin(), "business_claims", Operation::update));
  EXPECT_FALSE(allowed(admin(), "merchant_applications", Operation::insert));
  EXPECT_FALSE(allowed(user(), "user_roles", Operation::insert));
  EXPECT_TRUE(allowed(admin(), "user_roles", Operation::remove));
  Caller service;
  service.service = true;
  EXPECT_TRUE(decide(service, "merchant_applications", Operation::remove, {})->bypass);
}

TEST(RestPolicy, DeniedStatusDependsOnSignIn) {
  auto e = decide(anon(), "bookings", Operation::select, {});
  ASSERT_FALSE(e);
  EXPECT_EQ(e.error().code, "42501");
  EXPECT_EQ(status_for(e.error(), true), 401u);
  EXPECT_EQ(status_for(e.error(), false), 403u);
}

TEST(RestValues, CastsLikePostgres) {
  EXPECT_EQ(
      std::get<std::string>(*value_from_text(Type::uuid, "AAAAAAAA-0000-4000-8000-000000000001")),
      "aaaaaaaa-0000-4000-8000-000000000001");
  EXPECT_EQ(value_from_text(Type::uuid, "nope").error().code, "22P02");
  EXPECT_EQ(std::get<bool>(*value_from_text(Type::boolean, "TRUE")), true);
  EXPECT_EQ(value_from_text(Type::integer, "1.5").error().code, "22P02");
  EXPECT_EQ(value_from_text(Type::integer, "3000000000").error().code, "22003");
  EXPECT_EQ(std::get<std::string>(*value_from_text(Type::timestamptz, "2026-01-02 03:04:05+08")),
            "2026-01-02T03:04:05+08:00");
  EXPECT_EQ(std::get<std::string>(*value_from_text(Type::timestamptz, "2026-01-02")),
            "2026-01-02T00:00:00Z");
  EXPECT_EQ(value_from_text(Type::timestamptz, "2026-13-02").error().code, "22007");
  EXPECT_EQ(std::get<std::string>(*value_from_text(Type::time, "09:30")), "09:30:00");
  EXPECT_EQ(value_from_text(Type::jsonb, "{bad").error().code, "22P02");
  EXPECT_EQ(std::get<std::int64_t>(*value_from_json(Type::numeric, boost::json::value(280))), 280);
  EXPECT_EQ(value_from_json(Type::uuid, boost::json::value(5)).error().code, "22P02");
}

}  // namespace
}  // namespace emu::rest
