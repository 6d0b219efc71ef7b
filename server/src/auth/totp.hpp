// TOTP second factors (RFC 6238 over RFC 4226 HOTP): HMAC-SHA1, 6 digits, 30 s steps, and the
// RFC 4648 base32 alphabet (no padding) that authenticator apps read from otpauth:// URIs.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace emu::auth {

constexpr std::int64_t kTotpStepSeconds = 30;
constexpr int kTotpDigits = 6;

// RFC 4648 base32, upper case, without '=' padding.
std::string base32_encode(std::string_view bytes);
// Accepts upper or lower case, ignores '=' padding and spaces; nullopt on any other character.
std::optional<std::string> base32_decode(std::string_view text);

// HOTP value of `counter` truncated to `digits` (1 to 9; RFC 4226 5.3), zero-padded.
std::string hotp(std::string_view key, std::uint64_t counter, int digits = kTotpDigits);
// The TOTP step that contains `unix_seconds`.
std::int64_t totp_step(std::int64_t unix_seconds);

// The step (within +-`window` steps of `unix_seconds`) whose code equals `code`, compared in
// constant time; nullopt when none does or the code is not `kTotpDigits` digits.
std::optional<std::int64_t> totp_match(std::string_view key, std::string_view code,
                                       std::int64_t unix_seconds, int window = 1);

}  // namespace emu::auth
