#include "auth/errors.hpp"

#include <spdlog/spdlog.h>

#include <array>
#include <boost/json/object.hpp>

#include "http/responses.hpp"

namespace emu::auth {
namespace {

struct CodeInfo {
  AuthCode code;
  std::string_view name;
  unsigned status;
};

// The usual status of every code (contract 2.5).
constexpr std::array kCodes{
    CodeInfo{AuthCode::bad_json, "bad_json", 400},
    CodeInfo{AuthCode::validation_failed, "validation_failed", 400},
    CodeInfo{AuthCode::no_authorization, "no_authorization", 401},
    CodeInfo{AuthCode::bad_jwt, "bad_jwt", 403},
    CodeInfo{AuthCode::not_admin, "not_admin", 403},
    CodeInfo{AuthCode::invalid_credentials, "invalid_credentials", 400},
    CodeInfo{AuthCode::email_not_confirmed, "email_not_confirmed", 400},
    CodeInfo{AuthCode::user_banned, "user_banned", 400},
    CodeInfo{AuthCode::user_not_found, "user_not_found", 404},
    CodeInfo{AuthCode::user_already_exists, "user_already_exists", 422},
    CodeInfo{AuthCode::email_exists, "email_exists", 422},
    CodeInfo{AuthCode::weak_password, "weak_password", 422},
    CodeInfo{AuthCode::same_password, "same_password", 422},
    CodeInfo{AuthCode::signup_disabled, "signup_disabled", 422},
    CodeInfo{AuthCode::email_provider_disabled, "email_provider_disabled", 400},
    CodeInfo{AuthCode::refresh_token_not_found, "refresh_token_not_found", 400},
    CodeInfo{AuthCode::refresh_token_already_used, "refresh_token_already_used", 400},
    CodeInfo{AuthCode::session_not_found, "session_not_found", 400},
    CodeInfo{AuthCode::session_expired, "session_expired", 400},
    CodeInfo{AuthCode::flow_state_not_found, "flow_state_not_found", 404},
    CodeInfo{AuthCode::flow_state_expired, "flow_state_expired", 422},
    CodeInfo{AuthCode::bad_code_verifier, "bad_code_verifier", 400},
    CodeInfo{AuthCode::otp_expired, "otp_expired", 403},
    CodeInfo{AuthCode::otp_disabled, "otp_disabled", 422},
    CodeInfo{AuthCode::over_request_rate_limit, "over_request_rate_limit", 429},
    CodeInfo{AuthCode::over_email_send_rate_limit, "over_email_send_rate_limit", 429},
    CodeInfo{AuthCode::identity_already_exists, "identity_already_exists", 422},
    CodeInfo{AuthCode::identity_not_found, "identity_not_found", 422},
    CodeInfo{AuthCode::single_identity_not_deletable, "single_identity_not_deletable", 422},
    CodeInfo{AuthCode::mfa_verification_failed, "mfa_verification_failed", 422},
    CodeInfo{AuthCode::mfa_challenge_expired, "mfa_challenge_expired", 422},
    CodeInfo{AuthCode::mfa_factor_name_conflict, "mfa_factor_name_conflict", 422},
    CodeInfo{AuthCode::too_many_enrolled_mfa_factors, "too_many_enrolled_mfa_factors", 422},
    CodeInfo{AuthCode::mfa_factor_not_found, "mfa_factor_not_found", 404},
    CodeInfo{AuthCode::insufficient_aal, "insufficient_aal", 403},
    CodeInfo{AuthCode::mfa_ip_address_mismatch, "mfa_ip_address_mismatch", 422},
    CodeInfo{AuthCode::mfa_phone_enroll_not_enabled, "mfa_phone_enroll_not_enabled", 422},
    CodeInfo{AuthCode::anonymous_provider_disabled, "anonymous_provider_disabled", 422},
    CodeInfo{AuthCode::manual_linking_disabled, "manual_linking_disabled", 404},
    CodeInfo{AuthCode::reauthentication_needed, "reauthentication_needed", 400},
    CodeInfo{AuthCode::reauthentication_not_valid, "reauthentication_not_valid", 422},
    CodeInfo{AuthCode::provider_disabled, "provider_disabled", 400},
    CodeInfo{AuthCode::saml_provider_disabled, "saml_provider_disabled", 404},
    CodeInfo{AuthCode::web3_provider_disabled, "web3_provider_disabled", 422},
    CodeInfo{AuthCode::invalid_request, "invalid_request", 400},
    CodeInfo{AuthCode::oauth_invalid_request, "invalid request", 400},
    CodeInfo{AuthCode::not_found, "not_found", 404},
    CodeInfo{AuthCode::unexpected_failure, "unexpected_failure", 500},
};

const CodeInfo& info(AuthCode code) {
  for (const auto& c : kCodes) {
    if (c.code == code) return c;
  }
  return kCodes.back();
}

}  // namespace

std::string_view to_string(AuthCode code) { return info(code).name; }

unsigned status_of(const AuthError& error) {
  return error.status != 0 ? error.status : info(error.code).status;
}

std::unexpected<AuthError> internal_failure(std::string_view what, std::string_view detail) {
  spdlog::error("auth: {}: {}", what, detail);
  return std::unexpected(
      AuthError{AuthCode::unexpected_failure, "Unexpected failure, please try again", 500, {}});
}

http::Response auth_error_response(const AuthError& error) {
  auto status = static_cast<http::bhttp::status>(status_of(error));
  auto name = to_string(error.code);
  boost::json::object body;
  if (error.code == AuthCode::invalid_request || error.code == AuthCode::oauth_invalid_request) {
    // OAuth-style: auth-js reads error_description as the message.
    body = {{"error", name}, {"error_description", error.message}};
  } else {
    body = {
        {"code", name}, {"error_code", name}, {"msg", error.message}, {"message", error.message}};
    if (!error.weak_reasons.empty()) {
      boost::json::array reasons;
      for (const auto& r : error.weak_reasons) reasons.emplace_back(r);
      body["weak_password"] = {{"reasons", std::move(reasons)}};
    }
  }
  auto res = http::json_response(status, body);
  res.set("X-Supabase-Api-Version", "2024-01-01");
  if (error.code != AuthCode::oauth_invalid_request) res.set("x-sb-error-code", name);
  return res;
}

}  // namespace emu::auth
