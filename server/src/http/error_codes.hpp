// Error codes of Emu's own routes (outside /auth, /rest, /storage, which speak their clients'
// dialects) and the one function that maps them to HTTP statuses.
#pragma once

#include <boost/beast/http/status.hpp>

#include <string_view>

namespace emu::http {

enum class ErrorCode {
  bad_request,
  invalid_json,
  not_found,
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
