// Small helpers every room needs: random ids, UTC timestamps, base64url.
#pragma once

#include <chrono>
#include <span>
#include <string>
#include <string_view>

namespace emu::common {

// A random (version 4) UUID in lowercase canonical form, from OpenSSL's CSPRNG.
std::string new_uuid();
// n random bytes from the CSPRNG, base64url without padding (tokens, request ids).
std::string random_token(std::size_t bytes);
// RFC 3339 UTC with milliseconds, e.g. 2026-11-22T10:32:18.123Z (sorts as text).
std::string format_utc(std::chrono::system_clock::time_point t);
std::string now_utc();

std::string base64url_encode(std::span<const unsigned char> data);
inline std::string base64url_encode(std::string_view text) {
  return base64url_encode(
      std::span(reinterpret_cast<const unsigned char*>(text.data()), text.size()));
}
// Empty optional-like result on malformed input: returns false and leaves out unspecified.
bool base64url_decode(std::string_view text, std::string& out);

// Lowercase hex of SHA-256.
std::string sha256_hex(std::string_view data);

}  // namespace emu::common
