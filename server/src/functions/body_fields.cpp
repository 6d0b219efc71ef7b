#include "functions/body_fields.hpp"

#include <algorithm>

#include "common/uuid.hpp"
#include "domain/validation.hpp"

namespace emu::functions {

std::string text_field(const boost::json::object& body, std::string_view key) {
  auto it = body.find(key);
  if (it == body.end() || !it->value().is_string()) return {};
  return domain::trim(it->value().as_string());
}

std::optional<std::string> optional_text(const boost::json::object& body, std::string_view key) {
  auto text = text_field(body, key);
  if (text.empty()) return std::nullopt;
  return text;
}

std::vector<std::string> string_list(const boost::json::object& body, std::string_view key) {
  std::vector<std::string> out;
  auto it = body.find(key);
  if (it == body.end()) return out;
  if (it->value().is_string()) {
    if (auto t = domain::trim(it->value().as_string()); !t.empty()) out.push_back(t);
    return out;
  }
  if (!it->value().is_array()) return out;
  for (const auto& item : it->value().as_array()) {
    if (!item.is_string()) continue;
    if (auto t = domain::trim(item.as_string()); !t.empty()) out.push_back(t);
  }
  return out;
}

bool truthy(const boost::json::object& body, std::string_view key) {
  auto it = body.find(key);
  if (it == body.end()) return false;
  if (it->value().is_bool()) return it->value().as_bool();
  if (it->value().is_string()) {
    auto s = it->value().as_string();
    return s == "true" || s == "yes";
  }
  return false;
}

std::string lower_ascii(std::string_view text) {
  std::string out(text);
  std::ranges::transform(out, out.begin(),
                         [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

}  // namespace emu::functions
