// Behaviour the migrations promise on both engines: cascades, the one-open-claim rule,
// lower-case unique waitlist e-mails, identity ids, seeded storage buckets.
#include <gtest/gtest.h>

#include "db/migrations.hpp"
#include "db_test_support.hpp"

namespace emu::db::testing {
namespace {

class SchemaTest : public ::testing::TestWithParam<Engine> {
 protected:
  static std::string insert_user(Database& db, const std::string& email) {
    auto r = must(db, "INSERT INTO users (email) VALUES ($1) RETURNING id", {email});
    return std::string(r.rows.at(0).at(0).as_string());
  }
  static std::string insert_shop(Database& db, const std::string& name) {
    auto r = must(db, "INSERT INTO businesses (name, district) VALUES ($1, $2) RETURNING id",
                  {name, std::string("Wan Chai")});
    return std::string(r.rows.at(0).at(0).as_string());
  }
  static std::int64_t count(Database& db, const std::string& table) {
    return must(db, "SELECT count(*) FROM " + table).rows.at(0).at(0).as_int64();
  }
};

#define EMU_MIGRATED_OR_SKIP(var)    \
  EMU_OPEN_OR_SKIP(var, GetParam()); \
  ASSERT_TRUE(migrate(*var))

TEST_P(SchemaTest, WaitlistEmailsAreUniqueAndLowerCase) {
  EMU_MIGRATED_OR_SKIP(t);
  must(*t, "INSERT INTO waitlist_emails (email) VALUES ($1)", {std::string("a@b.hk")});
  auto dup = run(*t, "INSERT INTO waitlist_emails (email) VALUES ($1)", {std::string("a@b.hk")});
  ASSERT_FALSE(dup);
  EXPECT_EQ(dup.error().sqlstate, "23505");
  EXPECT_EQ(dup.error().constraint, "waitlist_emails_email_key");
  auto upper = run(*t, "INSERT INTO waitlist_emails (email) VALUES ($1)", {std::string("A@b.hk")});
  ASSERT_FALSE(upper);
  EXPECT_EQ(upper.error().sqlstate, "23514");
  EXPECT_EQ(upper.error().constraint, "waitlist_emails_email_lowercase_check");
}

TEST_P(SchemaTest, OneOpenClaimPerBusinessAndMerchant) {
  EMU_MIGRATED_OR_SKIP(t);
  const auto merchant = insert_user(*t, "m@b.hk");
  const auto shop = insert_shop(*t, "Shop");
  const std::string sql = "INSERT INTO business_claims (business_id, merchant_id) VALUES ($1, $2)";
  must(*t, sql, {shop, merchant});
  auto second = run(*t, sql, {shop, merchant});
  ASSERT_FALSE(second);
  EXPECT_EQ(second.error().sqlstate, "23505");
  EXPECT_EQ(second.error().constraint, "business_claims_one_open_claim_idx");
  // Once decided, a new claim may be opened.
  must(*t, "UPDATE business_claims SET claim_status = $1", {std::string("rejected")});
  must(*t, sql, {shop, merchant});
  EXPECT_EQ(count(*t, "business_claims"), 2);
}

TEST_P(SchemaTest, DeletingAShopTakesServicesClaimsBookingsReviews) {
  EMU_MIGRATED_OR_SKIP(t);
  const auto user = insert_user(*t, "u@b.hk");
  const auto shop = insert_shop(*t, "Shop");
  const auto keep = insert_shop(*t, "Other");
  auto svc = must(*t,
                  "INSERT INTO services (shop_id, name, price, duration) VALUES ($1, $2, $3, $4) "
                  "RETURNING id",
                  {shop, std::string("Cut"), 120.5, std::int64_t{45}});
  const std::string service(svc.rows.at(0).at(0).as_string());
  must(*t, "INSERT INTO services (shop_id, name) VALUES ($1, $2)", {keep, std::string("Keep")});
  must(*t, "INSERT INTO business_claims (business_id, merchant_id) VALUES ($1, $2)", {shop, user});
  must(*t,
       "INSERT INTO bookings (user_id, shop_id, service_id, booking_date, booking_time) "
       "VALUES ($1, $2, $3, $4, $5)",
       {user, shop, service, std::string("2026-01-31"), std::string("10:30:00")});
  must(*t, "INSERT INTO reviews (user_id, shop_id, rating) VALUES ($1, $2, $3)",
       {user, shop, std::int64_t{5}});
  auto booking = must(*t, "SELECT booking_date, booking_time FROM bookings");
  EXPECT_EQ(booking.rows.at(0).at(0).as_string(), "2026-01-31");
  EXPECT_EQ(booking.rows.at(0).at(1).as_string(), "10:30:00");

  auto del = must(*t, "DELETE FROM businesses WHERE id = $1", {shop});
  EXPECT_EQ(del.affected_rows, 1);
  EXPECT_EQ(count(*t, "services"), 1);
  EXPECT_EQ(count(*t, "business_claims"), 0);
  EXPECT_EQ(count(*t, "bookings"), 0);
  EXPECT_EQ(count(*t, "reviews"), 0);
}

TEST_P(SchemaTest, DeletingAUserTakesIdentitySessionsAndTokens) {
  EMU_MIGRATED_OR_SKIP(t);
  const auto user = insert_user(*t, "gone@b.hk");
  const auto shop = insert_shop(*t, "Shop");
  // (PostgreSQL infers one type per placeholder: a uuid and a text column need two.)
  must(*t, "INSERT INTO identities (provider_id, user_id, provider) VALUES ($1, $2, $3)",
       {user, user, std::string("email")});
  auto s = must(*t, "INSERT INTO sessions (user_id) VALUES ($1) RETURNING id", {user});
  const std::string session(s.rows.at(0).at(0).as_string());
  // Identity-like ids on both engines.
  auto t1 = must(*t,
                 "INSERT INTO refresh_tokens (token_hash, user_id, session_id) VALUES ($1, $2, $3) "
                 "RETURNING id",
                 {std::string("h1"), user, session});
  auto t2 = must(*t,
                 "INSERT INTO refresh_tokens (token_hash, user_id, session_id, parent) "
                 "VALUES ($1, $2, $3, $4) RETURNING id, revoked",
                 {std::string("h2"), user, session, std::string("h1")});
  EXPECT_EQ(t2.rows.at(0).at(0).as_int64(), t1.rows.at(0).at(0).as_int64() + 1);
  EXPECT_EQ(t2.rows.at(0).at(1), boost::json::value(false));
  must(*t, "INSERT INTO user_roles (user_id, role) VALUES ($1, $2)", {user, std::string("user")});
  must(*t, "INSERT INTO user_profiles (user_id, email) VALUES ($1, $2)",
       {user, std::string("gone@b.hk")});
  must(
      *t,
      "INSERT INTO bookings (user_id, shop_id, booking_date, booking_time) VALUES ($1, $2, $3, $4)",
      {user, shop, std::string("2026-02-01"), std::string("09:00:00")});

  must(*t, "DELETE FROM users WHERE id = $1", {user});
  for (auto table : {"identities", "sessions", "refresh_tokens", "user_roles", "user_profiles"}) {
    EXPECT_EQ(count(*t, table), 0) << table;
  }
  // The shop keeps its booking history, without the user.
  auto b = must(*t, "SELECT user_id FROM bookings");
  ASSERT_EQ(b.rows.size(), 1u);
  EXPECT_TRUE(b.rows[0][0].is_null());
}

TEST_P(SchemaTest, StorageBucketsAreSeeded) {
  EMU_MIGRATED_OR_SKIP(t);
  auto r = must(*t, "SELECT id, public, allowed_mime_types FROM storage_buckets ORDER BY id");
  // 0013 (issue 16) adds the public shop-photos bucket after the three of 0005, and the review
  // photos migration (issue 31) the public review-photos one, the deposits (issue 29) the
  // private payment-proofs one.
  ASSERT_EQ(r.rows.size(), 6u);
  EXPECT_EQ(r.rows[0][0].as_string(), "avatars");
  EXPECT_EQ(r.rows[0][1], boost::json::value(true));
  EXPECT_EQ(r.rows[1][0].as_string(), "br-documents");
  EXPECT_EQ(r.rows[1][1], boost::json::value(false));
  EXPECT_TRUE(r.rows[1][2].is_array());
  EXPECT_EQ(r.rows[2][0].as_string(), "claim-proofs");
  EXPECT_EQ(r.rows[2][1], boost::json::value(false));
  EXPECT_EQ(r.rows[3][0].as_string(), "payment-proofs");
  EXPECT_EQ(r.rows[3][1], boost::json::value(false));
  EXPECT_EQ(r.rows[4][0].as_string(), "review-photos");
  EXPECT_EQ(r.rows[4][1], boost::json::value(true));
  EXPECT_EQ(r.rows[5][0].as_string(), "shop-photos");
  EXPECT_EQ(r.rows[5][1], boost::json::value(true));
}

TEST_P(SchemaTest, OutboxDedupeKeyIsUniqueButOptional) {
  EMU_MIGRATED_OR_SKIP(t);
  const std::string sql =
      "INSERT INTO email_outbox (to_email, template_id, email_type, subject, html_body, text_body, "
      "params, dedupe_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";
  const std::vector<Param> base = {std::string("a@b.hk"),
                                   std::int64_t{9},
                                   std::string("quick-apply-confirmation"),
                                   std::string("s"),
                                   std::string("<p>h</p>"),
                                   std::string("h"),
                                   std::string(R"({"businessName":"美甲店"})"),
                                   nullptr};
  must(*t, sql, base);
  must(*t, sql, base);  // NULL dedupe keys never collide
  auto keyed = base;
  keyed[7] = std::string("approval:1");
  must(*t, sql, keyed);
  auto dup = run(*t, sql, keyed);
  ASSERT_FALSE(dup);
  EXPECT_EQ(dup.error().constraint, "email_outbox_dedupe_key_key");
  auto row = must(*t, "SELECT status, attempts, params FROM email_outbox WHERE dedupe_key = $1",
                  {std::string("approval:1")});
  EXPECT_EQ(row.rows.at(0).at(0).as_string(), "pending");
  EXPECT_EQ(row.rows.at(0).at(1).as_int64(), 0);
  EXPECT_EQ(row.rows.at(0).at(2).at("businessName").as_string(), "美甲店");
}

INSTANTIATE_TEST_SUITE_P(Engines, SchemaTest, ::testing::Values(Engine::sqlite, Engine::postgres),
                         engine_name);

}  // namespace
}  // namespace emu::db::testing
