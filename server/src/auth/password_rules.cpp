#include "auth/password_rules.hpp"

#include "auth/password.hpp"
#include "common/ids.hpp"

namespace emu::auth {

std::vector<std::string> weak_password_reasons(std::string_view password, std::size_t min_length) {
  std::size_t code_points = 0;
  for (unsigned char c : password) {
    if ((c & 0xC0) != 0x80) ++code_points;
  }
  if (code_points < min_length) return {"length"};
  return {};
}

std::string weak_password_message(std::size_t min_length) {
  return "Password should be at least " + std::to_string(min_length) + " characters.";
}

AuthResult<void> check_password_strength(std::string_view password, std::size_t min_length) {
  auto reasons = weak_password_reasons(password, min_length);
  if (reasons.empty()) return {};
  return std::unexpected(
      AuthError{AuthCode::weak_password, weak_password_message(min_length), 0, std::move(reasons)});
}

const std::string& dummy_password_hash() {
  static const std::string hash = hash_password(common::random_token(16));
  return hash;
}

}  // namespace emu::auth
