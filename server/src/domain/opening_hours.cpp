#include "domain/opening_hours.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace emu::domain {
namespace {

constexpr std::array<std::string_view, 7> kDays{"mon", "tue", "wed", "thu", "fri", "sat", "sun"};

// Minutes of a strict "HH:MM" (00:00-24:00), else -1.
int minutes(std::string_view t) {
  if (t.size() != 5 || t[2] != ':') return -1;
  for (int i : {0, 1, 3, 4}) {
    if (t[i] < '0' || t[i] > '9') return -1;
  }
  const int h = (t[0] - '0') * 10 + (t[1] - '0');
  const int m = (t[3] - '0') * 10 + (t[4] - '0');
  if (m > 59 || h > 24 || (h == 24 && m != 0)) return -1;
  return h * 60 + m;
}

std::optional<std::string> day_problem(std::string_view day, std::string_view text) {
  const std::string at = std::string(day) + ": ";
  if (text == "closed") return std::nullopt;
  if (text.empty()) return at + "give opening hours as HH:MM-HH:MM or \"closed\"";
  int previous_end = -1;
  while (true) {
    const auto comma = text.find(',');
    const auto part = text.substr(0, comma);
    const auto dash = part.find('-');
    const int from = dash == std::string_view::npos ? -1 : minutes(part.substr(0, dash));
    const int to = dash == std::string_view::npos ? -1 : minutes(part.substr(dash + 1));
    if (from < 0 || to < 0 || from == 24 * 60) {
      return at + "\"" + std::string(part) + "\" is not HH:MM-HH:MM";
    }
    if (from >= to) return at + "\"" + std::string(part) + "\" ends before it starts";
    if (from < previous_end) {
      return at + "\"" + std::string(part) + "\" overlaps or comes before the previous interval";
    }
    previous_end = to;
    if (comma == std::string_view::npos) return std::nullopt;
    text = text.substr(comma + 1);
  }
}

}  // namespace

std::optional<std::string> operating_hours_problem(const boost::json::value& value) {
  if (value.is_null()) return std::nullopt;
  if (!value.is_object()) {
    return std::string("operating_hours must be an object of days, such as ") +
           "{\"mon\":\"10:00-13:00,14:00-20:00\",\"sun\":\"closed\"}";
  }
  for (const auto& [key, day] : value.as_object()) {
    if (std::ranges::find(kDays, std::string_view(key)) == kDays.end()) {
      return "\"" + std::string(key) + "\" is not a day: use mon, tue, wed, thu, fri, sat or sun";
    }
    if (!day.is_string()) {
      return std::string(key) + ": give opening hours as HH:MM-HH:MM or \"closed\"";
    }
    if (auto problem = day_problem(key, day.as_string())) return problem;
  }
  return std::nullopt;
}

}  // namespace emu::domain
