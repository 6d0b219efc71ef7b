#include "rest/response_shape.hpp"

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

namespace emu::rest {

std::string content_range(std::int64_t offset, std::int64_t rows,
                          std::optional<std::int64_t> total) {
  std::string range = rows > 0 ? std::to_string(offset) + "-" + std::to_string(offset + rows - 1)
                               : std::string("*");
  return range + "/" + (total ? std::to_string(*total) : std::string("*"));
}

std::expected<std::string, ExecError> single_object(std::string_view text, std::int64_t rows) {
  if (rows != 1) {
    return std::unexpected(
        make_error<ExecError>("PGRST116", "Cannot coerce the result to a single JSON object",
                              "The result contains " + std::to_string(rows) + " rows"));
  }
  // Both engines print a one-element array as "[" element "]".
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
    text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
    text.remove_suffix(1);
  if (text.size() >= 2 && text.front() == '[' && text.back() == ']') {
    text = text.substr(1, text.size() - 2);
  }
  return std::string(text);
}

std::string error_body(const RestError& e) {
  boost::json::object o;
  o["code"] = e.code;
  o["message"] = e.message;
  o["details"] = e.details ? boost::json::value(*e.details) : boost::json::value(nullptr);
  o["hint"] = e.hint ? boost::json::value(*e.hint) : boost::json::value(nullptr);
  return boost::json::serialize(o);
}

}  // namespace emu::rest
