// GoTrue's e-mail one-time codes: a 6-digit code and its hashed_token, hex SHA-224 of the
// address followed by the code. Admin-generated links carry the hashed_token as their token,
// so the link, POST /verify {token_hash} and POST /verify {email, token} all reach the same
// one_time_tokens row (stored, like every link token, as the SHA-256 of the token).
#pragma once

#include <string>
#include <string_view>

namespace emu::auth {

inline constexpr std::size_t kEmailOtpLength = 6;

// kEmailOtpLength random decimal digits.
std::string new_email_otp();
// hex(SHA-224(email + otp)), GoTrue's hashed_token.
std::string otp_token_hash(std::string_view email, std::string_view otp);

}  // namespace emu::auth
