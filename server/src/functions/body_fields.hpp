// Reading the JSON body of a function call. Absent, null and non-string values read as empty:
// the validation rules then report the field with its form message, as the browser would.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/uuid.hpp"

namespace emu::functions {

// The string at key, trimmed; "" when absent, null or not a string.
std::string text_field(const boost::json::object& body, std::string_view key);
// nullopt when text_field() is empty.
std::optional<std::string> optional_text(const boost::json::object& body, std::string_view key);
// A list of strings (non-strings skipped, blanks dropped); a lone string becomes one item.
std::vector<std::string> string_list(const boost::json::object& body, std::string_view key);
// true only for JSON true (the SPA sends booleans) or the strings "true"/"yes".
bool truthy(const boost::json::object& body, std::string_view key);

using common::is_uuid;
std::string lower_ascii(std::string_view text);

}  // namespace emu::functions
