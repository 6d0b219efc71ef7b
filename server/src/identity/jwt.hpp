// Verifying compact JWS tokens signed by our key. Only ES256 with our kid is accepted, so
// "alg": "none", HS256 confusion and foreign keys all fail the same way.
#pragma once

#include <cstdint>
#include <optional>

#include <boost/json/object.hpp>

#include <chrono>
#include <expected>
#include <string_view>

#include "identity/signing_key.hpp"

namespace emu::auth {

enum class JwtError { malformed, unsupported_algorithm, bad_signature, expired, not_yet_valid };

std::string_view to_string(JwtError error);

// A numeric claim (exp, iat, nbf) whichever JSON number type it came as; nullopt when absent
// or not a number.
std::optional<std::int64_t> number_claim(const boost::json::object& claims, std::string_view name);

// The claims of a token whose signature, exp and nbf check out at `now`.
std::expected<boost::json::object, JwtError> verify_jwt(
    const SigningKey& key, std::string_view token,
    std::chrono::system_clock::time_point now = std::chrono::system_clock::now());

}  // namespace emu::auth
