// The enumerations: complete, bilingual, and identical to the CHECK constraints of the
// migrations (proved by inserting every value, and one invalid value, on each engine).
#include <gtest/gtest.h>

#include <set>

#include "db/migrations.hpp"
#include "db_test_support.hpp"
#include "domain/enums.hpp"

namespace emu::domain {
namespace {

using db::Param;
using db::testing::Engine;

TEST(Enums, ListsAreCompleteUniqueAndBilingual) {
  struct Expect {
    std::span<const Option> options;
    std::size_t size;
  };
  for (const auto& [options, size] : {Expect{districts(), 18},
                                      Expect{business_types(), 10},
                                      Expect{business_modes(), 3},
                                      Expect{business_sizes(), 5},
                                      Expect{how_heard(), 6},
                                      Expect{rejection_reasons(), 5},
                                      Expect{country_codes(), 14},
                                      Expect{application_statuses(), 4},
                                      Expect{claim_statuses(), 4},
                                      Expect{shop_claim_statuses(), 4},
                                      Expect{verification_statuses(), 3},
                                      Expect{booking_statuses(), 6},
                                      Expect{weather_kinds(), 3},
                                      Expect{roles(), 3},
                                      Expect{verification_methods(), 3},
                                      Expect{email_outbox_statuses(), 4},
                                      Expect{languages(), 2},
                                      Expect{categories(), 6},
                                      Expect{review_statuses(), 3},
                                      Expect{time_off_reasons(), 4},
                                      Expect{review_report_reasons(), 5},
                                      Expect{review_report_statuses(), 3},
                                      Expect{mfa_factor_types(), 2},
                                      Expect{mfa_factor_statuses(), 2},
                                      Expect{authenticator_levels(), 3},
                                      Expect{code_challenge_methods(), 2},
                                      Expect{one_time_token_types(), 6}}) {
    EXPECT_EQ(options.size(), size) << options.front().value;
    std::set<std::string_view> values;
    for (const auto& o : options) {
      EXPECT_TRUE(values.insert(o.value).second) << "duplicate " << o.value;
      EXPECT_FALSE(o.en.empty()) << o.value;
      EXPECT_FALSE(o.zh.empty()) << o.value;
    }
  }
}

TEST(Enums, LabelsMatchTheSpec) {
  EXPECT_EQ(find(districts(), "Central and Western")->zh, "中西區");
  EXPECT_EQ(find(districts(), "Yuen Long")->zh, "元朗區");
  EXPECT_EQ(find(business_types(), "Brows & Lashes")->zh, "眉毛及睫毛");
  EXPECT_EQ(find(business_modes(), "independent")->en, "Independent shop");
  EXPECT_EQ(find(business_sizes(), "50+")->zh, "50+ 名員工");
  EXPECT_EQ(find(how_heard(), "Friend")->zh, "朋友介紹");
  EXPECT_EQ(find(how_heard(), "Instagram")->zh, "Instagram");
  EXPECT_EQ(find(rejection_reasons(), "Invalid or missing BR document")->zh,
            "商業登記文件無效或缺失");
  EXPECT_EQ(country_codes().front().value, kDefaultCountryCode);
  EXPECT_EQ(find(country_codes(), "+1")->zh, "美國/加拿大");
  EXPECT_TRUE(is_valid(application_statuses(), "pending_review"));
  EXPECT_FALSE(is_valid(application_statuses(), "pending"));
  EXPECT_FALSE(is_valid(districts(), "central and western"));  // values are exact
  EXPECT_EQ(find(roles(), "nobody"), nullptr);
}

TEST(Enums, ToJsonCarriesEveryProductEnumeration) {
  const auto j = to_json();
  EXPECT_EQ(j.at("districts").as_array().size(), 18u);
  EXPECT_EQ(j.at("districts").as_array()[0].at("zh").as_string(), "中西區");
  EXPECT_EQ(j.at("default_country_code").as_string(), "+852");
  for (auto key : {"business_types", "business_modes", "business_sizes", "how_heard",
                   "rejection_reasons", "country_codes", "application_statuses", "claim_statuses",
                   "shop_claim_statuses", "verification_statuses", "booking_statuses", "roles",
                   "verification_methods", "email_outbox_statuses", "languages", "categories",
                   "review_statuses", "time_off_reasons", "weather_kinds", "review_report_reasons",
                   "review_report_statuses"}) {
    ASSERT_TRUE(j.contains(key)) << key;
    EXPECT_FALSE(j.at(key).as_array().empty()) << key;
  }
}

// ---- the migrations' CHECK constraints accept exactly these values ----

struct CheckCase {
  std::span<const Option> options;
  std::string constraint;          // the CHECK that must reject an unknown value
  std::string sql;                 // $1 = the enumerated value; further placeholders from `extra`
  std::vector<std::string> extra;  // "user", "shop", "review" or a literal value
};

class EnumChecksTest : public ::testing::TestWithParam<Engine> {};

TEST_P(EnumChecksTest, CheckConstraintsAcceptExactlyTheEnumValues) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  ASSERT_TRUE(db::migrate(*t));
  const auto user = db::testing::must(*t, "INSERT INTO users (email) VALUES ($1) RETURNING id",
                                      {std::string("enum@b.hk")})
                        .rows.at(0)
                        .at(0)
                        .as_string();
  const auto shop = db::testing::must(*t, "INSERT INTO businesses (name) VALUES ($1) RETURNING id",
                                      {std::string("Shop")})
                        .rows.at(0)
                        .at(0)
                        .as_string();
  const auto review = db::testing::must(*t,
                                        "INSERT INTO reviews (user_id, shop_id, rating) "
                                        "VALUES ($1, $2, 4) RETURNING id",
                                        {std::string(user), std::string(shop)})
                          .rows.at(0)
                          .at(0)
                          .as_string();
  const std::string qa =
      "INSERT INTO quick_applications (business_name, email, whatsapp, district, business_type, "
      "business_mode) VALUES ($2, $3, $4, ";
  const std::string ma = "INSERT INTO merchant_applications (application_number, ";
  const std::string outbox =
      "INSERT INTO email_outbox (to_email, email_type, subject, html_body, text_body, ";
  const std::vector<CheckCase> cases = {
      {roles(),
       "user_roles_role_check",
       "INSERT INTO user_roles (role, user_id) VALUES ($1, $2)",
       {"user"}},
      {districts(),
       "quick_applications_district_check",
       qa + "$1, 'Beauty', 'chained')",
       {"n", "e", "w"}},
      {business_types(),
       "quick_applications_business_type_check",
       qa + "'Islands', $1, 'chained')",
       {"n", "e", "w"}},
      {business_modes(),
       "quick_applications_business_mode_check",
       qa + "'Islands', 'Beauty', $1)",
       {"n", "e", "w"}},
      {application_statuses(),
       "merchant_applications_status_check",
       ma + "status) VALUES ($2, $1)",
       {"EMU-000001"}},
      {districts(),
       "merchant_applications_district_check",
       ma + "district) VALUES ($2, $1)",
       {"EMU-000001"}},
      {business_types(),
       "merchant_applications_business_type_check",
       ma + "business_type) VALUES ($2, $1)",
       {"EMU-000001"}},
      {business_modes(),
       "merchant_applications_business_mode_check",
       ma + "business_mode) VALUES ($2, $1)",
       {"EMU-000001"}},
      {business_sizes(),
       "merchant_applications_business_size_check",
       ma + "business_size) VALUES ($2, $1)",
       {"EMU-000001"}},
      {how_heard(),
       "merchant_applications_how_did_you_hear_check",
       ma + "how_did_you_hear) VALUES ($2, $1)",
       {"EMU-000001"}},
      {claim_statuses(),
       "business_claims_claim_status_check",
       "INSERT INTO business_claims (claim_status, business_id, merchant_id) VALUES ($1, $2, $3)",
       {"shop", "user"}},
      {verification_methods(),
       "business_claims_verification_method_check",
       "INSERT INTO business_claims (verification_method, business_id, merchant_id) "
       "VALUES ($1, $2, $3)",
       {"shop", "user"}},
      {districts(),
       "businesses_district_check",
       "INSERT INTO businesses (district, name) VALUES ($1, $2)",
       {"n"}},
      {shop_claim_statuses(),
       "businesses_claim_status_check",
       "INSERT INTO businesses (claim_status, name) VALUES ($1, $2)",
       {"n"}},
      {verification_statuses(),
       "businesses_verification_status_check",
       "INSERT INTO businesses (verification_status, name) VALUES ($1, $2)",
       {"n"}},
      {booking_statuses(),
       "bookings_status_check",
       "INSERT INTO bookings (status, shop_id, booking_date, booking_time) VALUES ($1, $2, $3, $4)",
       {"shop", "2026-01-01", "10:00:00"}},
      {weather_kinds(),
       "weather_events_kind_check",
       "INSERT INTO weather_events (kind, started_at) VALUES ($1, $2)",
       {"2026-01-01T00:00:00Z"}},
      {email_outbox_statuses(),
       "email_outbox_status_check",
       outbox + "status) VALUES ($2, $3, $4, $5, $6, $1)",
       {"a@b.hk", "t", "s", "h", "x"}},
      {languages(),
       "email_outbox_lang_check",
       outbox + "lang) VALUES ($2, $3, $4, $5, $6, $1)",
       {"a@b.hk", "t", "s", "h", "x"}},
      {categories(),
       "business_categories_category_check",
       "INSERT INTO business_categories (category, business_id) VALUES ($1, $2)",
       {"shop"}},
      {categories(),
       "services_category_check",
       "INSERT INTO services (category, shop_id, name) VALUES ($1, $2, $3)",
       {"shop", "n"}},
      {review_statuses(),
       "reviews_status_check",
       "INSERT INTO reviews (status, shop_id, user_id, rating) VALUES ($1, $2, $3, 5)",
       {"shop", "user"}},
      {review_report_reasons(),
       "review_reports_reason_check",
       "INSERT INTO review_reports (reason, review_id, reporter_id) VALUES ($1, $2, $3)",
       {"review", "user"}},
      {review_report_statuses(),
       "review_reports_status_check",
       "INSERT INTO review_reports (status, review_id, reporter_id, reason) "
       "VALUES ($1, $2, $3, 'fake')",
       {"review", "user"}},
      {time_off_reasons(),
       "time_off_reason_check",
       "INSERT INTO time_off (reason, business_id, starts_at, ends_at) VALUES ($1, $2, $3, $4)",
       {"shop", "2026-01-01T10:00:00+08:00", "2026-01-01T12:00:00+08:00"}},
      {languages(),
       "user_profiles_preferred_lang_check",
       "INSERT INTO user_profiles (preferred_lang, user_id) VALUES ($1, $2)",
       {"user"}},
      {mfa_factor_types(),
       "mfa_factors_factor_type_check",
       "INSERT INTO mfa_factors (factor_type, user_id) VALUES ($1, $2)",
       {"user"}},
      {mfa_factor_statuses(),
       "mfa_factors_status_check",
       "INSERT INTO mfa_factors (status, user_id, factor_type) VALUES ($1, $2, $3)",
       {"user", "totp"}},
      {authenticator_levels(),
       "sessions_aal_check",
       "INSERT INTO sessions (aal, user_id) VALUES ($1, $2)",
       {"user"}},
      {code_challenge_methods(),
       "flow_states_code_challenge_method_check",
       "INSERT INTO flow_states (code_challenge_method, auth_code_hash, code_challenge, "
       "provider_type, authentication_method) VALUES ($1, $2, $3, $4, $5)",
       {"h", "c", "google", "oauth"}},
      {one_time_token_types(),
       "one_time_tokens_token_type_check",
       "INSERT INTO one_time_tokens (token_type, user_id, token_hash, relates_to) "
       "VALUES ($1, $2, $3, $4)",
       {"user", "h", "a@b.hk"}},
  };

  auto attempt = [&](const CheckCase& c, std::string_view value) -> db::Result<db::ResultSet> {
    std::vector<Param> params{std::string(value)};
    for (const auto& e : c.extra) {
      params.emplace_back(e == "user"     ? std::string(user)
                          : e == "shop"   ? std::string(shop)
                          : e == "review" ? std::string(review)
                                          : e);
    }
    auto conn = t->acquire();
    if (!conn) return std::unexpected(conn.error());
    auto tx = db::Transaction::begin(**conn);  // dropped uncommitted: every insert rolls back
    if (!tx) return std::unexpected(tx.error());
    return (*conn)->query(c.sql, params);
  };
  for (const auto& c : cases) {
    for (const auto& o : c.options) {
      auto r = attempt(c, o.value);
      EXPECT_TRUE(r) << c.constraint << " rejects '" << o.value << "': " << r.error().message;
    }
    auto bad = attempt(c, "__not_a_value__");
    ASSERT_FALSE(bad) << c.constraint << " accepts an unknown value";
    EXPECT_EQ(bad.error().sqlstate, "23514") << c.constraint << ": " << bad.error().message;
    EXPECT_EQ(bad.error().constraint, c.constraint);
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, EnumChecksTest,
                         ::testing::Values(Engine::sqlite, Engine::postgres),
                         db::testing::engine_name);

}  // namespace
}  // namespace emu::domain
