// Pure auth logic: rate-limit windows, timestamps, ban durations, the password rule, the User
// JSON and metadata merging, request field readers; plus a measurement of one password hash.
#include <gtest/gtest.h>

#include <boost/json/parse.hpp>
#include <chrono>
#include <iostream>

#include "auth/ban_duration.hpp"
#include "auth/clock.hpp"
#include "auth/errors.hpp"
#include "auth/params.hpp"
#include "auth/password.hpp"
#include "auth/password_rules.hpp"
#include "auth/rate_limit.hpp"
#include "auth/user_json.hpp"

namespace emu::auth {
namespace {

using namespace std::chrono_literals;

TEST(AuthRateLimit, WindowsAlignToTheEpoch) {
  auto t = *parse_utc("2026-11-22T10:07:30.500Z");
  auto w = rate_window(t, 300s);
  EXPECT_EQ(w.start, *parse_utc("2026-11-22T10:05:00Z"));
  EXPECT_EQ(w.remaining, 149s);
  auto edge = rate_window(*parse_utc("2026-11-22T10:10:00Z"), 300s);
  EXPECT_EQ(edge.start, *parse_utc("2026-11-22T10:10:00Z"));
  EXPECT_EQ(edge.remaining, 300s);
  EXPECT_EQ(rate_window(*parse_utc("2026-11-22T10:09:59.900Z"), 300s).remaining, 1s);
}

TEST(AuthClock, ParsesBothEnginesFormats) {
  auto a = parse_utc("2026-11-22T10:32:18.123Z");
  auto b = parse_utc("2026-11-22T10:32:18.123456Z");
  ASSERT_TRUE(a && b);
  EXPECT_EQ(std::chrono::duration_cast<std::chrono::microseconds>(*b - *a).count(), 456);
  EXPECT_TRUE(parse_utc("2026-11-22 10:32:18+00:00"));
  EXPECT_FALSE(parse_utc("2026-11-22T10:32:18+08:00"));
  EXPECT_FALSE(parse_utc("yesterday"));
  EXPECT_EQ(epoch_seconds(*parse_utc("1970-01-01T00:01:00Z")), 60);
  auto now = *parse_utc("2026-11-22T11:00:00Z");
  EXPECT_TRUE(expired("2026-11-22T09:59:59Z", 3600s, now));
  EXPECT_FALSE(expired("2026-11-22T10:00:01Z", 3600s, now));
  EXPECT_TRUE(expired("garbage", 3600s, now));
}

TEST(AuthBanDuration, GoSyntax) {
  EXPECT_EQ(parse_go_duration("24h"), std::chrono::milliseconds(24h));
  EXPECT_EQ(parse_go_duration("1h30m"), std::chrono::milliseconds(90min));
  EXPECT_EQ(parse_go_duration("1.5h"), std::chrono::milliseconds(90min));
  EXPECT_EQ(parse_go_duration("90s"), std::chrono::milliseconds(90s));
  EXPECT_EQ(parse_go_duration("250ms"), std::chrono::milliseconds(250));
  EXPECT_EQ(parse_go_duration("876000h"), std::chrono::milliseconds(876000h));
  EXPECT_FALSE(parse_go_duration("forever"));
  EXPECT_FALSE(parse_go_duration("24"));
  EXPECT_FALSE(parse_go_duration("-1h"));
  EXPECT_FALSE(parse_go_duration(""));
}

TEST(AuthPasswordRule, AtLeastEightCharacters) {
  EXPECT_EQ(weak_password_reasons("1234567"), std::vector<std::string>{"length"});
  EXPECT_TRUE(weak_password_reasons("12345678").empty());
  EXPECT_EQ(weak_password_reasons("密碼密碼"), std::vector<std::string>{"length"}) << "code points";
  auto weak = check_password_strength("short");
  ASSERT_FALSE(weak);
  EXPECT_EQ(weak.error().code, AuthCode::weak_password);
  EXPECT_EQ(status_of(weak.error()), 422u);
}

TEST(AuthPasswordRule, OneHashTakesTensOfMilliseconds) {
  auto started = std::chrono::steady_clock::now();
  auto hash = hash_password("correct-horse-1");
  auto ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  std::cout << "[ measure  ] one argon2id hash: " << ms << " ms\n";
  EXPECT_TRUE(verify_password(hash, "correct-horse-1"));
  EXPECT_FALSE(verify_password(hash, "wrong"));
  EXPECT_FALSE(verify_password(dummy_password_hash(), "correct-horse-1"));
}

TEST(AuthErrors, StatusesFollowTheContract) {
  EXPECT_EQ(status_of({AuthCode::invalid_credentials, "", 0, {}}), 400u);
  EXPECT_EQ(status_of({AuthCode::user_banned, "", 0, {}}), 400u);
  EXPECT_EQ(status_of({AuthCode::user_banned, "", 403, {}}), 403u);
  EXPECT_EQ(status_of({AuthCode::no_authorization, "", 0, {}}), 401u);
  EXPECT_EQ(status_of({AuthCode::flow_state_not_found, "", 0, {}}), 404u);
  EXPECT_EQ(status_of({AuthCode::over_email_send_rate_limit, "", 0, {}}), 429u);
  auto res = auth_error_response({AuthCode::weak_password, "too short", 0, {"length"}});
  EXPECT_EQ(res.status(), 422u);
  EXPECT_EQ(res.msg["x-sb-error-code"], "weak_password");
  EXPECT_EQ(res.msg["X-Supabase-Api-Version"], "2024-01-01");
  auto body = boost::json::parse(res.msg.body()).as_object();
  EXPECT_EQ(body.at("code"), "weak_password");
  EXPECT_EQ(body.at("error_code"), "weak_password");
  EXPECT_EQ(body.at("msg"), "too short");
  EXPECT_EQ(body.at("message"), "too short");
  EXPECT_EQ(body.at("weak_password").at("reasons").at(0), "length");
}

UserRow sample_user() {
  UserRow u;
  u.id = "11111111-1111-4111-8111-111111111111";
  u.email = "a@b.hk";
  u.email_confirmed_at = "2026-01-02T00:00:00.000Z";
  u.phone_confirmed_at = "2026-01-01T00:00:00.000Z";
  u.app_metadata = {{"tier", "gold"}};
  u.user_metadata = {{"name", "Mei"}};
  u.created_at = u.updated_at = "2026-01-01T00:00:00.000Z";
  return u;
}

TEST(AuthUserJson, ShapeOfContract21) {
  IdentityRow email{"i1",
                    "11111111-1111-4111-8111-111111111111",
                    "11111111-1111-4111-8111-111111111111",
                    "email",
                    "a@b.hk",
                    {{"sub", "x"}},
                    std::nullopt,
                    "2026-01-01T00:00:00.000Z",
                    "2026-01-01T00:00:00.000Z"};
  IdentityRow google = email;
  google.id = "i2";
  google.provider = "google";
  auto o = user_json(sample_user(), {email, google});
  EXPECT_EQ(o.at("phone"), "") << "never null";
  EXPECT_EQ(o.at("confirmed_at"), "2026-01-01T00:00:00.000Z") << "the earliest confirmation";
  EXPECT_FALSE(o.contains("recovery_sent_at"));
  EXPECT_FALSE(o.contains("banned_until"));
  EXPECT_FALSE(o.contains("new_email"));
  EXPECT_EQ(o.at("app_metadata").at("provider"), "email");
  EXPECT_EQ(o.at("app_metadata").at("providers"), (boost::json::array{"email", "google"}));
  EXPECT_EQ(o.at("app_metadata").at("tier"), "gold");
  EXPECT_EQ(o.at("identities").as_array().size(), 2u);
  EXPECT_EQ(o.at("identities").at(1).at("identity_id"), "i2");
  EXPECT_EQ(o.at("is_anonymous"), false);
  auto fake = obfuscated_user_json("a@b.hk", {{"name", "Mei"}}, "2026-01-01T00:00:00.000Z");
  EXPECT_TRUE(fake.at("identities").as_array().empty());
  EXPECT_NE(fake.at("id"), o.at("id"));
}

TEST(AuthUserJson, MetadataMergesPerKeyAndNullDeletes) {
  boost::json::object meta{{"name", "Mei"}, {"lang", "en"}, {"nested", {{"a", 1}}}};
  merge_metadata(meta,
                 {{"name", nullptr}, {"lang", "zh-HK"}, {"nested", {{"b", 2}}}, {"new", true}});
  EXPECT_EQ(meta, (boost::json::object{{"lang", "zh-HK"}, {"nested", {{"b", 2}}}, {"new", true}}));
}

TEST(AuthParams, FieldReadersAndEmails) {
  boost::json::object body{{"email", " A@B.HK "}, {"n", 5}, {"data", nullptr}, {"flag", true}};
  EXPECT_EQ(**string_field(body, "email"), " A@B.HK ");
  EXPECT_FALSE(*string_field(body, "missing"));
  EXPECT_FALSE(*object_field(body, "data"));
  EXPECT_EQ(string_field(body, "n").error().code, AuthCode::bad_json);
  EXPECT_EQ(**bool_field(body, "flag"), true);
  EXPECT_EQ(normalize_email(" A@B.HK "), "a@b.hk");
  EXPECT_TRUE(plausible_email("a@b.hk"));
  EXPECT_FALSE(plausible_email("a b@c.hk"));
  EXPECT_FALSE(plausible_email("@c.hk"));
  EXPECT_FALSE(plausible_email("a@@c.hk"));
  EXPECT_TRUE(is_uuid("11111111-1111-4111-8111-111111111111"));
  EXPECT_FALSE(is_uuid("11111111-1111-4111-8111-11111111111"));
  EXPECT_FALSE(is_uuid("not-a-uuid"));
}

TEST(AuthParams, PkceFields) {
  std::string challenge(43, 'a');
  auto none = pkce_fields({{"code_challenge", nullptr}, {"code_challenge_method", nullptr}});
  ASSERT_TRUE(none);
  EXPECT_FALSE(*none);
  auto ok = pkce_fields({{"code_challenge", challenge}, {"code_challenge_method", "S256"}});
  ASSERT_TRUE(ok && *ok);
  EXPECT_EQ((*ok)->method, "s256");
  EXPECT_FALSE(pkce_fields({{"code_challenge", challenge}, {"code_challenge_method", "md5"}}));
  EXPECT_FALSE(pkce_fields({{"code_challenge", "short"}, {"code_challenge_method", "s256"}}));
}

}  // namespace
}  // namespace emu::auth
