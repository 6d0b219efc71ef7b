#include "auth/ban_duration.hpp"

#include <array>
#include <cctype>
#include <utility>

namespace emu::auth {

std::optional<std::chrono::milliseconds> parse_go_duration(std::string_view text) {
  // Longest unit names first so "ms" is not read as "m" followed by garbage.
  constexpr std::array<std::pair<std::string_view, double>, 7> kUnits{{{"ns", 1e-6},
                                                                       {"us", 1e-3},
                                                                       {"ms", 1.0},
                                                                       {"h", 3600e3},
                                                                       {"m", 60e3},
                                                                       {"s", 1e3},
                                                                       {"\xC2\xB5s", 1e-3}}};
  if (text.empty() || text.size() > 64) return std::nullopt;
  if (text == "0") return std::chrono::milliseconds(0);
  double total = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t start = i;
    while (i < text.size() && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == '.'))
      ++i;
    if (i == start) return std::nullopt;
    double value = 0;
    double scale = 0;
    for (std::size_t k = start; k < i; ++k) {
      if (text[k] == '.') {
        if (scale != 0) return std::nullopt;
        scale = 1;
        continue;
      }
      if (scale != 0) {
        scale /= 10;
        value += (text[k] - '0') * scale;
      } else {
        value = value * 10 + (text[k] - '0');
      }
    }
    auto rest = text.substr(i);
    bool matched = false;
    for (const auto& [name, ms] : kUnits) {
      if (rest.starts_with(name)) {
        total += value * ms;
        i += name.size();
        matched = true;
        break;
      }
    }
    if (!matched) return std::nullopt;
  }
  if (total > 1e15) return std::nullopt;
  return std::chrono::milliseconds(static_cast<long long>(total));
}

}  // namespace emu::auth
