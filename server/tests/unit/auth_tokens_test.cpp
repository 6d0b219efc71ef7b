// Opaque tokens: hashing (pkce_ prefix kept), constant-time comparison, refresh-token chains
// and PKCE verifier checks (RFC 7636 appendix B vector).
#include <gtest/gtest.h>

#include "auth/tokens.hpp"
#include "common/ids.hpp"

namespace emu::auth {
namespace {

TEST(AuthTokens, HashIsSha256HexAndKeepsThePkcePrefix) {
  EXPECT_EQ(token_hash("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  auto pkce = token_hash("pkce_abc");
  EXPECT_TRUE(pkce.starts_with("pkce_"));
  EXPECT_EQ(pkce, "pkce_" + common::sha256_hex("pkce_abc"));
  EXPECT_NE(token_hash("abc"), token_hash("abd"));
}

TEST(AuthTokens, NewTokensAreRandomAndPrefixedForPkce) {
  EXPECT_NE(new_link_token(false), new_link_token(false));
  EXPECT_TRUE(new_link_token(true).starts_with("pkce_"));
  EXPECT_FALSE(new_link_token(false).starts_with("pkce_"));
  EXPECT_EQ(new_refresh_token().size(), 32u);
}

TEST(AuthTokens, ChildRefreshTokenIsDeterministicPerSecret) {
  auto parent = new_refresh_token();
  EXPECT_EQ(child_refresh_token("s1", parent), child_refresh_token("s1", parent));
  EXPECT_NE(child_refresh_token("s1", parent), child_refresh_token("s2", parent));
  EXPECT_NE(child_refresh_token("s1", parent), parent);
  EXPECT_EQ(child_refresh_token("s1", parent).size(), 32u);
}

TEST(AuthTokens, SameSecretComparesContentAndLength) {
  EXPECT_TRUE(same_secret("abc", "abc"));
  EXPECT_FALSE(same_secret("abc", "abd"));
  EXPECT_FALSE(same_secret("abc", "abcd"));
  EXPECT_TRUE(same_secret("", ""));
}

TEST(AuthTokens, PkceMethodsAndStrings) {
  EXPECT_EQ(pkce_method("S256"), "s256");
  EXPECT_EQ(pkce_method("plain"), "plain");
  EXPECT_FALSE(pkce_method("sha1"));
  EXPECT_FALSE(valid_pkce_string(std::string(42, 'a')));
  EXPECT_TRUE(valid_pkce_string(std::string(43, 'a')));
  EXPECT_TRUE(valid_pkce_string(std::string(128, '~')));
  EXPECT_FALSE(valid_pkce_string(std::string(129, 'a')));
  EXPECT_FALSE(valid_pkce_string(std::string(50, 'a') + "="));
}

TEST(AuthTokens, VerifierMatchesChallenge) {
  // RFC 7636, appendix B.
  const std::string verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
  const std::string challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
  EXPECT_TRUE(verify_code_verifier("s256", challenge, verifier));
  EXPECT_FALSE(verify_code_verifier("s256", challenge, verifier + "x"));
  EXPECT_FALSE(verify_code_verifier("plain", challenge, verifier));
  EXPECT_TRUE(verify_code_verifier("plain", verifier, verifier));
  EXPECT_FALSE(verify_code_verifier("s256", challenge, "short"));
}

}  // namespace
}  // namespace emu::auth
