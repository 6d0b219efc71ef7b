#include "observatory/warnsum.hpp"

#include <array>
#include <boost/json/parse.hpp>

namespace emu::observatory {
namespace {

constexpr std::array<std::string_view, 6> kT8AndAbove{"TC8NE", "TC8SE", "TC8NW",
                                                      "TC8SW", "TC9",   "TC10"};

}  // namespace

std::expected<Signals, std::string> parse_warnsum(std::string_view json) {
  boost::system::error_code ec;
  auto doc = boost::json::parse(json, ec);
  if (ec) return std::unexpected("not JSON: " + ec.message());
  if (!doc.is_object()) return std::unexpected("not a warning summary (a JSON object)");
  Signals in_force;
  for (const auto& [key, value] : doc.as_object()) {
    if (!value.is_object())
      return std::unexpected("warning " + std::string(key) + " is not an object");
    const auto& warning = value.as_object();
    const auto* code = warning.if_contains("code");
    if (code == nullptr || !code->is_string()) {
      return std::unexpected("warning " + std::string(key) + " has no code");
    }
    const auto* action = warning.if_contains("actionCode");
    if (action != nullptr && action->is_string() && action->as_string() == "CANCEL") continue;
    const std::string_view c = code->as_string();
    if (key == "WTCSGNL") {
      for (auto t : kT8AndAbove) in_force.t8 = in_force.t8 || c == t;
    } else if (key == "WRAIN" && c == "WRAINB") {
      in_force.black_rain = true;
    }
  }
  return in_force;
}

}  // namespace emu::observatory
