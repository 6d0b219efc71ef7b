#include "storage/content_type.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace emu::storage {

std::string_view sniff_content_type(std::string_view b) {
  if (b.starts_with("%PDF-")) return "application/pdf";
  if (b.size() >= 3 && b.substr(0, 3) == std::string_view("\xFF\xD8\xFF", 3)) return "image/jpeg";
  if (b.starts_with(std::string_view("\x89PNG\r\n\x1A\n", 8))) return "image/png";
  if (b.size() >= 12 && b.starts_with("RIFF") && b.substr(8, 4) == "WEBP") return "image/webp";
  if (b.starts_with("GIF87a") || b.starts_with("GIF89a")) return "image/gif";
  return "";
}

std::string_view type_of_extension(std::string_view name) {
  auto dot = name.rfind('.');
  if (dot == std::string_view::npos || name.find('/', dot) != std::string_view::npos) return "";
  std::string ext(name.substr(dot + 1));
  std::ranges::transform(ext, ext.begin(), [](unsigned char c) { return std::tolower(c); });
  constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kTypes{{
      {"pdf", "application/pdf"},
      {"jpg", "image/jpeg"},
      {"jpeg", "image/jpeg"},
      {"png", "image/png"},
      {"webp", "image/webp"},
      {"gif", "image/gif"},
  }};
  for (auto [e, t] : kTypes) {
    if (e == ext) return t;
  }
  return "";
}

std::string media_type(std::string_view content_type) {
  auto semi = content_type.find(';');
  std::string t(content_type.substr(0, semi));
  while (!t.empty() && t.back() == ' ') t.pop_back();
  while (!t.empty() && t.front() == ' ') t.erase(t.begin());
  std::ranges::transform(t, t.begin(), [](unsigned char c) { return std::tolower(c); });
  return t;
}

}  // namespace emu::storage
