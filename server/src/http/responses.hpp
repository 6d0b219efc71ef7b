// Building responses. Emu's own routes answer errors as {"code","message"} with snake_case
// codes from error_codes.hpp; exactly one table (status_for) maps a code to its HTTP status.
#pragma once

#include <boost/json/value.hpp>
#include <string_view>

#include "http/error_codes.hpp"
#include "http/types.hpp"

namespace emu::http {

Response json_response(bhttp::status status, const boost::json::value& body);
Response text_response(bhttp::status status, std::string body, std::string_view content_type);
// A redirect (302 found, 303 see other) to `location`, never cached: the auth flows' answers
// carry one-time codes and tokens.
Response redirect_response(bhttp::status status, const std::string& location);
// {"code": <code>, "message": <message>} with the status the code maps to.
Response error_response(ErrorCode code, std::string_view message);

}  // namespace emu::http
