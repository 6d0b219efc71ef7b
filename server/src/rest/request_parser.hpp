// Stage 1 of the data API: query string + headers -> ApiRequest (PostgREST's ApiRequest.hs).
// Pure text work, no schema and no database, so it is unit-tested and fuzzed on its own.
#pragma once

#include <expected>
#include <string>
#include <string_view>

#include "rest/error.hpp"
#include "rest/request_ast.hpp"

namespace emu::rest {

struct RequestParts {
  std::string_view method;  // GET, HEAD, POST, PATCH, DELETE
  std::string target;       // table name, or function name when rpc
  bool rpc = false;
  std::string_view query;   // raw query string, still encoded
  std::string_view prefer;  // every Prefer header joined with ", "
  std::string_view accept;
  std::string_view range;  // Range header ("0-9" or "items=0-9")
  std::string_view accept_profile;
  std::string_view content_profile;
};

std::expected<ApiRequest, ParseError> parse_request(const RequestParts& parts);

}  // namespace emu::rest
