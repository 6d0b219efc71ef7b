#include "auth/totp.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <array>
#include <stdexcept>

namespace emu::auth {
namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

int base32_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= '2' && c <= '7') return c - '2' + 26;
  return -1;
}

}  // namespace

std::string base32_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() * 8 + 4) / 5);
  std::uint32_t buffer = 0;
  int bits = 0;
  for (unsigned char b : bytes) {
    buffer = (buffer << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out.push_back(kAlphabet[(buffer >> (bits - 5)) & 0x1f]);
      bits -= 5;
    }
  }
  if (bits > 0) out.push_back(kAlphabet[(buffer << (5 - bits)) & 0x1f]);
  return out;
}

std::optional<std::string> base32_decode(std::string_view text) {
  std::string out;
  std::uint32_t buffer = 0;
  int bits = 0;
  for (char c : text) {
    if (c == '=' || c == ' ') continue;
    int v = base32_value(c);
    if (v < 0) return std::nullopt;
    buffer = (buffer << 5) | static_cast<std::uint32_t>(v);
    bits += 5;
    if (bits >= 8) {
      out.push_back(static_cast<char>((buffer >> (bits - 8)) & 0xff));
      bits -= 8;
    }
  }
  return out;
}

std::string hotp(std::string_view key, std::uint64_t counter, int digits) {
  if (digits < 1 || digits > 9) throw std::invalid_argument("hotp: 1 to 9 digits");
  std::array<unsigned char, 8> message{};
  for (int i = 7; i >= 0; --i) {
    message[static_cast<std::size_t>(i)] = static_cast<unsigned char>(counter & 0xff);
    counter >>= 8;
  }
  std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
  unsigned int mac_len = 0;
  if (HMAC(EVP_sha1(), key.data(), static_cast<int>(key.size()), message.data(), message.size(),
           mac.data(), &mac_len) == nullptr ||
      mac_len < 20) {
    throw std::runtime_error("HMAC-SHA1 failed");
  }
  unsigned offset = mac[mac_len - 1] & 0x0f;
  std::uint32_t binary = (static_cast<std::uint32_t>(mac[offset] & 0x7f) << 24) |
                         (static_cast<std::uint32_t>(mac[offset + 1]) << 16) |
                         (static_cast<std::uint32_t>(mac[offset + 2]) << 8) |
                         static_cast<std::uint32_t>(mac[offset + 3]);
  std::uint32_t modulus = 1;
  for (int i = 0; i < digits; ++i) modulus *= 10;
  std::string code = std::to_string(binary % modulus);
  if (code.size() < static_cast<std::size_t>(digits)) {
    code.insert(0, static_cast<std::size_t>(digits) - code.size(), '0');
  }
  return code;
}

std::int64_t totp_step(std::int64_t unix_seconds) {
  return unix_seconds >= 0 ? unix_seconds / kTotpStepSeconds : -1;
}

std::optional<std::int64_t> totp_match(std::string_view key, std::string_view code,
                                       std::int64_t unix_seconds, int window) {
  if (code.size() != static_cast<std::size_t>(kTotpDigits)) return std::nullopt;
  for (char c : code) {
    if (c < '0' || c > '9') return std::nullopt;
  }
  std::int64_t now_step = totp_step(unix_seconds);
  std::optional<std::int64_t> found;
  // Every candidate is computed and compared, so the time taken does not depend on which
  // (if any) step matched.
  for (std::int64_t step = now_step - window; step <= now_step + window; ++step) {
    if (step < 0) continue;
    auto expected = hotp(key, static_cast<std::uint64_t>(step));
    if (CRYPTO_memcmp(expected.data(), code.data(), code.size()) == 0 && !found) found = step;
  }
  return found;
}

}  // namespace emu::auth
