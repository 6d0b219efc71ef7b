// The password rule (at least EMU_PASSWORD_MIN_LENGTH characters, 8 by default) and the dummy hash
// that makes a sign-in for an unknown e-mail cost as much as one for a known e-mail, so timing does
// not reveal accounts.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "auth/errors.hpp"

namespace emu::auth {

inline constexpr std::size_t kDefaultMinPasswordLength = 8;  // EMU_PASSWORD_MIN_LENGTH

// Reasons the password fails the rule ("length"); empty when it passes. Counts characters
// (UTF-8 code points), not bytes.
std::vector<std::string> weak_password_reasons(std::string_view password,
                                               std::size_t min_length = kDefaultMinPasswordLength);
// GoTrue's message for the length rule: "Password should be at least N characters."
std::string weak_password_message(std::size_t min_length);
// 422 weak_password with the reasons, or nothing.
AuthResult<void> check_password_strength(std::string_view password,
                                         std::size_t min_length = kDefaultMinPasswordLength);
// An argon2id hash of a random password, computed once.
const std::string& dummy_password_hash();

}  // namespace emu::auth
