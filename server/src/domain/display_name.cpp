#include "domain/display_name.hpp"

#include <vector>

namespace emu::domain {
namespace {

// The byte length of the UTF-8 sequence starting with `lead` (1 for a stray byte).
std::size_t sequence_length(unsigned char lead) {
  if (lead >= 0xF0) return 4;
  if (lead >= 0xE0) return 3;
  if (lead >= 0xC0) return 2;
  return 1;
}

std::string first_character(std::string_view word) {
  return std::string(word.substr(0, std::min(word.size(), sequence_length(word[0]))));
}

}  // namespace

std::string review_display_name(std::string_view full_name) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < full_name.size()) {
    while (i < full_name.size() && (full_name[i] == ' ' || full_name[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < full_name.size() && full_name[i] != ' ' && full_name[i] != '\t') ++i;
    if (i > start) words.push_back(full_name.substr(start, i - start));
  }
  if (words.empty()) return {};
  if (words.size() > 1)
    return std::string(words.front()) + " " + first_character(words.back()) + ".";
  const auto word = words.front();
  if (static_cast<unsigned char>(word[0]) < 0x80) return std::string(word);
  // One word in a non-Latin script (a Chinese name): the surname and the rest masked.
  return first_character(word) + "**";
}

}  // namespace emu::domain
