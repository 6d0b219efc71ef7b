// Error codes of Emu's own routes (/functions/v1, the pipeline's refusals, /healthz; /auth,
// /rest and /storage speak their clients' dialects) and the one function that maps them to
// HTTP statuses. The web app shows each user-visible code through errors.<code> in both
// locale files (web/src/locales).
#pragma once

#include <boost/beast/http/status.hpp>

#include <string_view>

namespace emu::http {

enum class ErrorCode {
  bad_request,
  invalid_json,
  invalid_body,       // a function's body is not a JSON object
  validation_failed,  // a field is missing or invalid (details name the fields)
  invalid_jwt,        // the bearer or apikey is not a valid token
  not_authenticated,  // the route needs a signed-in caller
  forbidden,          // signed in, but not allowed
  not_found,
  email_exists,                // an account already uses the address
  already_submitted,           // the application was submitted before
  not_submitted,               // the application is still a draft
  already_decided,             // the application or claim was decided before
  already_sent,                // the e-mail was sent before
  conflict,                    // the record changed while the request ran
  invalid_parameter,           // a search or query parameter is out of range (details name it)
  over_request_rate_limit,     // too many requests from this client (EMU_RATE_MAIL_IP)
  over_email_send_rate_limit,  // too many e-mails to this address (EMU_RATE_MAIL_TO)
  method_not_allowed,
  request_timeout,
  payload_too_large,
  headers_too_large,
  rate_limited,
  not_ready,
  internal_error,
};

std::string_view to_string(ErrorCode code);
boost::beast::http::status status_for(ErrorCode code);

}  // namespace emu::http
