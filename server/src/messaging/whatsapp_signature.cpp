#include "messaging/whatsapp_signature.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <array>
#include <string>

namespace emu::messaging {

bool valid_hub_signature(std::string_view app_secret, std::string_view raw_body,
                         std::string_view header) {
  constexpr std::string_view kPrefix = "sha256=";
  if (app_secret.empty() || !header.starts_with(kPrefix)) return false;
  header.remove_prefix(kPrefix.size());
  std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
  unsigned int length = 0;
  if (HMAC(EVP_sha256(), app_secret.data(), static_cast<int>(app_secret.size()),
           reinterpret_cast<const unsigned char*>(raw_body.data()), raw_body.size(), mac.data(),
           &length) == nullptr) {
    return false;
  }
  constexpr std::string_view kHex = "0123456789abcdef";
  std::string expected;
  for (unsigned int i = 0; i < length; ++i) {
    expected += kHex[mac[i] >> 4];
    expected += kHex[mac[i] & 0xF];
  }
  // Lower case as Meta sends it; an upper-case copy is accepted too.
  std::string given(header);
  for (char& c : given) {
    if (c >= 'A' && c <= 'F') c = static_cast<char>(c - 'A' + 'a');
  }
  return given.size() == expected.size() &&
         CRYPTO_memcmp(given.data(), expected.data(), expected.size()) == 0;
}

}  // namespace emu::messaging
