#include "domain/completion.hpp"

#include <array>
#include <cmath>

#include "domain/validation.hpp"

namespace emu::domain {
namespace {

constexpr std::array<std::string_view, 11> kRequired{
    "business_name",       "district",         "address",      "business_types",
    "description",         "whatsapp",         "email",        "contact_person",
    "contact_person_role", "contact_whatsapp", "contact_email"};

constexpr std::array<std::string_view, 9> kOptional{
    "business_name_zh", "building",       "phone",         "instagram",       "facebook",
    "website",          "google_map_url", "business_size", "how_did_you_hear"};

bool filled(const boost::json::object& row, std::string_view key) {
  auto it = row.find(key);
  if (it == row.end()) return false;
  const auto& v = it->value();
  if (v.is_string()) return !trim(v.as_string()).empty();
  if (v.is_array()) return !v.as_array().empty();
  return !v.is_null();
}

}  // namespace

std::span<const std::string_view> completion_required_fields() { return kRequired; }
std::span<const std::string_view> completion_optional_fields() { return kOptional; }

int completion_percentage(const boost::json::object& row) {
  int count = 0;
  for (auto key : kRequired) count += filled(row, key) ? 1 : 0;
  for (auto key : kOptional) count += filled(row, key) ? 1 : 0;
  constexpr double kTotal = kRequired.size() + kOptional.size();
  return static_cast<int>(std::lround(count * 100.0 / kTotal));
}

}  // namespace emu::domain
