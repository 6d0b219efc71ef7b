#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "auth/password.hpp"
#include "common/ids.hpp"

namespace emu::common {
namespace {

TEST(Ids, UuidsAreVersion4AndUnique) {
  std::regex v4("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$");
  std::set<std::string> seen;
  for (int i = 0; i < 1000; ++i) {
    auto id = new_uuid();
    EXPECT_TRUE(std::regex_match(id, v4)) << id;
    seen.insert(id);
  }
  EXPECT_EQ(seen.size(), 1000u);
}

TEST(Ids, Base64UrlRoundTripsEveryLength) {
  std::string data;
  for (int len = 0; len < 40; ++len) {
    auto encoded = base64url_encode(data);
    EXPECT_EQ(encoded.find_first_of("+/="), std::string::npos);
    std::string decoded;
    ASSERT_TRUE(base64url_decode(encoded, decoded));
    EXPECT_EQ(decoded, data);
    data.push_back(static_cast<char>(len * 37));
  }
  std::string out;
  EXPECT_FALSE(base64url_decode("ab+c", out));
  EXPECT_FALSE(base64url_decode("a", out));
}

TEST(Ids, UtcTimestampsAreRfc3339WithMilliseconds) {
  using namespace std::chrono;
  auto t = sys_days{year{2026} / 11 / 22} + hours{10} + minutes{32} + seconds{18} + milliseconds{7};
  EXPECT_EQ(format_utc(t), "2026-11-22T10:32:18.007Z");
}

TEST(Password, Argon2idHashVerifiesOnlyTheRightPassword) {
  auto hash = auth::hash_password("Secret-Passw0rd!");
  EXPECT_TRUE(hash.starts_with("$argon2id$"));
  EXPECT_TRUE(auth::verify_password(hash, "Secret-Passw0rd!"));
  EXPECT_FALSE(auth::verify_password(hash, "Secret-Passw0rd"));
  EXPECT_FALSE(auth::verify_password("", "x"));
  EXPECT_FALSE(auth::verify_password("$argon2id$garbage", "x"));
  EXPECT_NE(auth::hash_password("same"), auth::hash_password("same"));  // salted
}

}  // namespace
}  // namespace emu::common
