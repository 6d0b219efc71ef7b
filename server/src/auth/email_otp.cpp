#include "auth/email_otp.hpp"

#include <openssl/rand.h>
#include <openssl/sha.h>

#include <array>
#include <stdexcept>

namespace emu::auth {

std::string new_email_otp() {
  std::string code;
  while (code.size() < kEmailOtpLength) {
    unsigned char byte = 0;
    if (RAND_bytes(&byte, 1) != 1) throw std::runtime_error("RAND_bytes failed");
    if (byte < 250) code.push_back(static_cast<char>('0' + byte % 10));  // no modulo bias
  }
  return code;
}

std::string otp_token_hash(std::string_view email, std::string_view otp) {
  std::string input(email);
  input.append(otp);
  std::array<unsigned char, SHA224_DIGEST_LENGTH> digest{};
  SHA224(reinterpret_cast<const unsigned char*>(input.data()), input.size(), digest.data());
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(digest.size() * 2);
  for (unsigned char b : digest) {
    out.push_back(kHex[b >> 4]);
    out.push_back(kHex[b & 0xF]);
  }
  return out;
}

}  // namespace emu::auth
