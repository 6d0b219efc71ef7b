// argon2id password hashes (libsodium). Hashing takes tens of milliseconds on purpose: call
// these on the worker pool, never on an I/O thread.
#pragma once

#include <string>
#include <string_view>

namespace emu::auth {

// An encoded "$argon2id$..." string that carries its own salt and parameters.
std::string hash_password(std::string_view password);
// Constant-time check of a password against an encoded hash; false for malformed hashes.
bool verify_password(std::string_view encoded_hash, std::string_view password);

}  // namespace emu::auth
