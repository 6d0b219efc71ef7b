// E-mail link tokens in one_time_tokens: one live token per (user, kind), stored as a hash,
// single use (consumed by a DELETE that only one caller can win), expiring after EMU_OTP_TTL.
#pragma once

#include <optional>
#include <string>

#include "db/database.hpp"

namespace emu::auth {

// token_type values of the one_time_tokens check constraint.
inline constexpr std::string_view kConfirmationToken = "confirmation_token";
inline constexpr std::string_view kRecoveryToken = "recovery_token";
inline constexpr std::string_view kEmailChangeToken = "email_change_token_new";
inline constexpr std::string_view kReauthenticationToken = "reauthentication_token";

struct OneTimeToken {
  std::string id;
  std::string user_id;
  std::string token_type;
  std::string token_hash;
  std::string relates_to;  // the address the link was sent to
  std::string created_at;
};

// Replaces any live token of that kind for the user.
db::Result<void> store_one_time_token(db::Connection& conn, const std::string& user_id,
                                      std::string_view token_type, const std::string& hash,
                                      const std::string& relates_to, const std::string& now);
db::Result<std::optional<OneTimeToken>> find_one_time_token(db::Connection& conn,
                                                            const std::string& hash,
                                                            std::string_view token_type);
// True when this call deleted the row (so it alone may act on the token).
db::Result<bool> consume_one_time_token(db::Connection& conn, const std::string& id);
// Voids every pending link of a user (after a password change).
db::Result<void> delete_one_time_tokens(db::Connection& conn, const std::string& user_id);

}  // namespace emu::auth
