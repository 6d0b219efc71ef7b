// Stage 5: shaping what the database returned into PostgREST's answer: Content-Range,
// the bare object of .single(), and the error body {code, message, details, hint}.
#pragma once

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>

#include "rest/error.hpp"

namespace emu::rest {

// "0-9/57", "20-29/*", "*/0", "*/*": positions include the offset; * = no rows / not counted.
std::string content_range(std::int64_t offset, std::int64_t rows,
                          std::optional<std::int64_t> total);

// The one element of a JSON array text, or PGRST116 (406) when it holds 0 or more than 1.
std::expected<std::string, ExecError> single_object(std::string_view array_text, std::int64_t rows);

// {"code","message","details","hint"} as JSON text.
std::string error_body(const RestError& error);

}  // namespace emu::rest
