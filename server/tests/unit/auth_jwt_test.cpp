#include <gtest/gtest.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <filesystem>

#include "common/ids.hpp"
#include "identity/api_keys.hpp"
#include "identity/jwt.hpp"
#include "identity/signing_key.hpp"

namespace emu::auth {
namespace {

namespace fs = std::filesystem;

class JwtTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("emu-jwt-" + common::random_token(6));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

std::int64_t now_s() {
  return std::chrono::duration_cast<std::chrono::seconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

TEST_F(JwtTest, KeyFileIsCreatedPrivateAndReloadedWithTheSameKid) {
  auto first = SigningKey::load_or_create(dir_ / "sub" / "key.pem");
  ASSERT_TRUE(first) << first.error();
  auto perms = fs::status(dir_ / "sub" / "key.pem").permissions();
  EXPECT_EQ(perms & (fs::perms::group_all | fs::perms::others_all), fs::perms::none);
  auto again = SigningKey::load_or_create(dir_ / "sub" / "key.pem");
  ASSERT_TRUE(again);
  EXPECT_EQ(first->kid(), again->kid());
  EXPECT_EQ(first->public_jwk().at("kty"), "EC");
  EXPECT_EQ(first->public_jwk().at("crv"), "P-256");
}

TEST_F(JwtTest, SignedTokenVerifiesAndCarriesClaims) {
  auto key = SigningKey::load_or_create(dir_ / "key.pem");
  ASSERT_TRUE(key);
  auto token = key->sign({{"sub", "u1"}, {"role", "authenticated"}, {"exp", now_s() + 60}});
  auto claims = verify_jwt(*key, token);
  ASSERT_TRUE(claims);
  EXPECT_EQ(claims->at("sub"), "u1");
  // Header names ES256 and our kid, as WebCrypto-based verifiers expect.
  std::string header;
  ASSERT_TRUE(common::base64url_decode(token.substr(0, token.find('.')), header));
  auto h = boost::json::parse(header).as_object();
  EXPECT_EQ(h.at("alg"), "ES256");
  EXPECT_EQ(std::string(h.at("kid").as_string()), key->kid());
  // R||S is 64 bytes: 86 base64url characters.
  EXPECT_EQ(token.size() - token.rfind('.') - 1, 86u);
}

TEST_F(JwtTest, RejectsExpiredTamperedForeignAndAlgNone) {
  auto key = SigningKey::load_or_create(dir_ / "key.pem");
  auto other = SigningKey::load_or_create(dir_ / "other.pem");
  ASSERT_TRUE(key && other);
  auto expired = key->sign({{"sub", "u1"}, {"exp", now_s() - 1}});
  EXPECT_EQ(verify_jwt(*key, expired).error(), JwtError::expired);

  auto good = key->sign({{"sub", "u1"}, {"exp", now_s() + 60}});
  auto dot = good.find('.');
  auto tampered = good.substr(0, dot + 1) +
                  common::base64url_encode(std::string(R"({"sub":"admin","exp":9999999999})")) +
                  good.substr(good.rfind('.'));
  EXPECT_EQ(verify_jwt(*key, tampered).error(), JwtError::bad_signature);

  auto foreign = other->sign({{"sub", "u1"}, {"exp", now_s() + 60}});
  EXPECT_FALSE(verify_jwt(*key, foreign));

  auto none = common::base64url_encode(std::string(R"({"alg":"none","typ":"JWT"})")) + "." +
              common::base64url_encode(std::string(R"({"sub":"u1"})")) + ".";
  EXPECT_EQ(verify_jwt(*key, none).error(), JwtError::unsupported_algorithm);
  EXPECT_EQ(verify_jwt(*key, "not-a-jwt").error(), JwtError::malformed);
  EXPECT_EQ(verify_jwt(*key, "a.b.c.d").error(), JwtError::malformed);
}

TEST_F(JwtTest, ApiKeysAreStableAcrossLoadsAndCarryRoles) {
  auto key = SigningKey::load_or_create(dir_ / "key.pem");
  ASSERT_TRUE(key);
  auto keys = load_or_create_api_keys(*key, dir_ / "key.pem", "http://x/auth/v1");
  ASSERT_TRUE(keys) << keys.error();
  auto again = load_or_create_api_keys(*key, dir_ / "key.pem", "http://x/auth/v1");
  ASSERT_TRUE(again);
  EXPECT_EQ(keys->anon, again->anon);
  EXPECT_EQ(keys->service, again->service);
  EXPECT_EQ(verify_jwt(*key, keys->anon)->at("role"), "anon");
  EXPECT_EQ(verify_jwt(*key, keys->service)->at("role"), "service_role");
  EXPECT_EQ(verify_jwt(*key, keys->anon)->at("iss"), "http://x/auth/v1");
}

}  // namespace
}  // namespace emu::auth
