// The server's ES256 signing key: created on first start, kept in a PEM file (mode 0600), and
// published as a JWK. It signs the anon and service API keys and every access token.
#pragma once

#include <boost/json/object.hpp>

#include <expected>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

typedef struct evp_pkey_st EVP_PKEY;

namespace emu::auth {

class SigningKey {
 public:
  static std::expected<SigningKey, std::string> load_or_create(const std::filesystem::path& file);

  // Compact JWS with header {"alg":"ES256","typ":"JWT","kid":<kid>}.
  [[nodiscard]] std::string sign(const boost::json::object& claims) const;
  // True when signature is the raw R||S ES256 signature of signing_input under this key.
  [[nodiscard]] bool verify_signature(std::string_view signing_input,
                                      std::string_view raw_signature) const;
  // RFC 7638 thumbprint of the public key.
  [[nodiscard]] const std::string& kid() const { return kid_; }
  // {"kty":"EC","crv":"P-256","x","y","kid","alg":"ES256","use":"sig","key_ops":["verify"]}
  [[nodiscard]] const boost::json::object& public_jwk() const { return jwk_; }

 private:
  explicit SigningKey(std::shared_ptr<EVP_PKEY> key);
  std::shared_ptr<EVP_PKEY> key_;
  std::string kid_;
  boost::json::object jwk_;
};

}  // namespace emu::auth
