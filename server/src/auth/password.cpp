#include "auth/password.hpp"

#include <sodium.h>

#include <stdexcept>

namespace emu::auth {
namespace {

// 3 passes over 32 MiB: one hash measured 33-37 ms on the 2-core target (56 ms with the other
// core busy), inside the 20-80 ms the identity issue asks for; the unit test prints it.
constexpr unsigned long long kOpsLimit = 3;
constexpr std::size_t kMemLimit = 32ULL * 1024 * 1024;

void ensure_sodium() {
  static const bool ready = sodium_init() >= 0;
  if (!ready) throw std::runtime_error("libsodium failed to initialise");
}

}  // namespace

std::string hash_password(std::string_view password) {
  ensure_sodium();
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), kOpsLimit, kMemLimit,
                            crypto_pwhash_ALG_ARGON2ID13) != 0) {
    throw std::runtime_error("out of memory while hashing a password");
  }
  return out;
}

bool verify_password(std::string_view encoded_hash, std::string_view password) {
  ensure_sodium();
  if (encoded_hash.empty() || encoded_hash.size() >= crypto_pwhash_STRBYTES) return false;
  std::string hash(encoded_hash);  // libsodium wants a NUL-terminated string
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

}  // namespace emu::auth
