// Errors of /auth/v1 in GoTrue's vocabulary. Handlers return an AuthError; exactly one
// function (auth_error_response) turns it into the wire shape supabase-js parses (contract
// 1.5 [EMU]): {"code","error_code","msg","message"} plus X-Supabase-Api-Version and
// x-sb-error-code. Most codes have one status; the few that differ by endpoint (user_banned,
// session_not_found, user_not_found, validation_failed, flow_state_not_found) set `status`.
#pragma once

#include <expected>
#include <string>
#include <string_view>
#include <vector>

#include "http/types.hpp"

namespace emu::auth {

enum class AuthCode {
  bad_json,
  validation_failed,
  no_authorization,
  bad_jwt,
  not_admin,
  invalid_credentials,
  email_not_confirmed,
  user_banned,
  user_not_found,
  user_already_exists,
  email_exists,
  weak_password,
  same_password,
  signup_disabled,
  email_provider_disabled,
  refresh_token_not_found,
  refresh_token_already_used,
  session_not_found,
  session_expired,
  flow_state_not_found,
  flow_state_expired,
  bad_code_verifier,
  otp_expired,
  otp_disabled,
  over_request_rate_limit,
  over_email_send_rate_limit,
  // Identity linking (Google sign-in, linkIdentity / unlinkIdentity).
  identity_already_exists,
  identity_not_found,
  single_identity_not_deletable,
  mfa_verification_failed,
  mfa_challenge_expired,
  mfa_factor_name_conflict,
  too_many_enrolled_mfa_factors,
  mfa_factor_not_found,
  insufficient_aal,
  mfa_ip_address_mismatch,
  mfa_phone_enroll_not_enabled,
  // Switched-off features and their GoTrue codes (anonymous sign-in, manual linking, secure
  // password change, ID tokens, SAML, web3).
  anonymous_provider_disabled,
  manual_linking_disabled,
  reauthentication_needed,
  reauthentication_not_valid,
  provider_disabled,
  saml_provider_disabled,
  web3_provider_disabled,
  not_found,              // no such /auth/v1 route
  invalid_request,        // OAuth-style {"error","error_description"} (refresh without a token)
  oauth_invalid_request,  // the same shape with GoTrue's "invalid request" (id_token grant)
  unexpected_failure,
};

struct AuthError {
  AuthCode code = AuthCode::unexpected_failure;
  std::string message;
  unsigned status = 0;                    // 0: the code's usual status
  std::vector<std::string> weak_reasons;  // weak_password only
  std::string sqlstate;                   // database failures: the transaction runner retries
};

// For the transaction runner's retry rule (db/transaction.hpp).
inline std::string_view retry_state(const AuthError& e) { return e.sqlstate; }

template <class T>
using AuthResult = std::expected<T, AuthError>;

std::string_view to_string(AuthCode code);
unsigned status_of(const AuthError& error);

inline std::unexpected<AuthError> fail(AuthCode code, std::string message, unsigned status = 0) {
  return std::unexpected(AuthError{code, std::move(message), status, {}});
}
// GoTrue's 422 email_exists: another account has the address.
inline std::unexpected<AuthError> email_exists() {
  return fail(AuthCode::email_exists, "A user with this email address has already been registered");
}
// A database or other internal failure: logged with the request id, never sent.
std::unexpected<AuthError> internal_failure(std::string_view what, std::string_view detail);

http::Response auth_error_response(const AuthError& error);

}  // namespace emu::auth
