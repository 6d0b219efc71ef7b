#include "auth/tokens.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/sha.h>

#include <algorithm>
#include <array>

#include "common/ids.hpp"

namespace emu::auth {

std::string token_hash(std::string_view token) {
  auto hex = common::sha256_hex(token);
  return token.starts_with(kPkcePrefix) ? std::string(kPkcePrefix) + hex : hex;
}

std::string new_link_token(bool pkce) {
  auto token = common::random_token(24);
  return pkce ? std::string(kPkcePrefix) + token : token;
}

std::string new_refresh_token() { return common::random_token(24); }

std::string child_refresh_token(std::string_view secret, std::string_view parent) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
  unsigned len = 0;
  HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()),
       reinterpret_cast<const unsigned char*>(parent.data()), parent.size(), mac.data(), &len);
  // 24 bytes: the same length as a fresh token.
  return common::base64url_encode(std::span<const unsigned char>(mac.data(), 24));
}

bool same_secret(std::string_view a, std::string_view b) {
  return a.size() == b.size() && CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::optional<std::string> pkce_method(std::string_view method) {
  std::string lower(method);
  std::ranges::transform(lower, lower.begin(), [](unsigned char c) { return std::tolower(c); });
  if (lower == "s256" || lower == "plain") return lower;
  return std::nullopt;
}

bool valid_pkce_string(std::string_view text) {
  return text.size() >= 43 && text.size() <= 128 && std::ranges::all_of(text, [](char c) {
           return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '~' ||
                  c == '-';
         });
}

bool verify_code_verifier(std::string_view method, std::string_view challenge,
                          std::string_view verifier) {
  if (!valid_pkce_string(verifier)) return false;
  if (method == "plain") return same_secret(challenge, verifier);
  std::array<unsigned char, SHA256_DIGEST_LENGTH> digest{};
  SHA256(reinterpret_cast<const unsigned char*>(verifier.data()), verifier.size(), digest.data());
  return same_secret(challenge, common::base64url_encode(digest));
}

}  // namespace emu::auth
