// Google sign-in (OpenID Connect) seen from the server: the authorization-code exchange at the
// provider's token endpoint and the id_token check (RS256 against the provider's JWKS, cached
// ~10 min; iss, aud, exp, nonce, email_verified). Blocking libcurl calls with timeouts: call
// only from the worker pool.
#pragma once

#include <boost/json/object.hpp>
#include <chrono>
#include <expected>
#include <string>

namespace emu::auth {

struct OidcProvider {
  std::string client_id;
  std::string client_secret;
  std::string issuer;
  std::string token_url;
  std::string jwks_url;
  std::chrono::seconds timeout{10};
};

struct ProviderTokens {
  std::string id_token;
  std::string access_token;
  std::string refresh_token;
};

// POST grant_type=authorization_code to the token endpoint. Error: a reason for the log.
std::expected<ProviderTokens, std::string> exchange_code(const OidcProvider& provider,
                                                         const std::string& code,
                                                         const std::string& redirect_uri,
                                                         const std::string& code_verifier);

// The verified claims of an id_token, or why it was refused.
std::expected<boost::json::object, std::string> verify_id_token(const OidcProvider& provider,
                                                                const std::string& id_token,
                                                                const std::string& nonce);

// base64url(SHA-256(verifier)), no padding (RFC 7636 S256).
std::string s256_challenge(const std::string& verifier);

}  // namespace emu::auth
