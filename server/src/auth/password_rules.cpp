#include "auth/password_rules.hpp"

#include "auth/password.hpp"
#include "common/ids.hpp"

namespace emu::auth {

std::vector<std::string> weak_password_reasons(std::string_view password) {
  std::size_t code_points = 0;
  for (unsigned char c : password) {
    if ((c & 0xC0) != 0x80) ++code_points;
  }
  if (code_points < kMinPasswordLength) return {"length"};
  return {};
}

AuthResult<void> check_password_strength(std::string_view password) {
  auto reasons = weak_password_reasons(password);
  if (reasons.empty()) return {};
  return std::unexpected(AuthError{
      AuthCode::weak_password,
      "Password should be at least " + std::to_string(kMinPasswordLength) + " characters.", 0,
      std::move(reasons)});
}

const std::string& dummy_password_hash() {
  static const std::string hash = hash_password(common::random_token(16));
  return hash;
}

}  // namespace emu::auth
