// Opaque tokens (refresh tokens, e-mail link tokens, PKCE auth codes): only hashes are stored,
// lookups compare in constant time, and PKCE verifiers are checked against their challenge.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace emu::auth {

inline constexpr std::string_view kPkcePrefix = "pkce_";

// SHA-256 hex of a token; a "pkce_" token keeps the prefix on its hash so the stored row
// still says which flow it belongs to.
std::string token_hash(std::string_view token);
// A new e-mail link token (pkce_-prefixed for PKCE flows).
std::string new_link_token(bool pkce);
// A new random refresh token for a new session.
std::string new_refresh_token();
// The refresh token that replaces `parent`: HMAC(secret, parent). Deterministic so that a
// client retrying a lost refresh response can be handed the same child again, although only
// hashes are stored.
std::string child_refresh_token(std::string_view secret, std::string_view parent);
// Constant-time equality (length may leak, contents do not).
bool same_secret(std::string_view a, std::string_view b);

// "s256" or "plain" for a code_challenge_method (case-insensitive), nullopt otherwise.
std::optional<std::string> pkce_method(std::string_view method);
// 43-128 characters of [A-Za-z0-9._~-] (RFC 7636).
bool valid_pkce_string(std::string_view text);
bool verify_code_verifier(std::string_view method, std::string_view challenge,
                          std::string_view verifier);

}  // namespace emu::auth
