#include "db/json_text.hpp"

#include <array>
#include <cstdint>
#include <cstring>

namespace emu::db {
namespace {

// 0: copy; 1: escape. Only '"', '\\' and bytes below 0x20 need it.
constexpr std::array<unsigned char, 256> kNeedsEscape = [] {
  std::array<unsigned char, 256> t{};
  for (int c = 0; c < 0x20; ++c) t[c] = 1;
  t['"'] = 1;
  t['\\'] = 1;
  return t;
}();

void append_escape(std::string& out, unsigned char c) {
  switch (c) {
    case '"':
      out += "\\\"";
      return;
    case '\\':
      out += "\\\\";
      return;
    case '\b':
      out += "\\b";
      return;
    case '\f':
      out += "\\f";
      return;
    case '\n':
      out += "\\n";
      return;
    case '\r':
      out += "\\r";
      return;
    case '\t':
      out += "\\t";
      return;
    default: {
      static constexpr char kHex[] = "0123456789abcdef";
      const char u[] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
      out.append(u, sizeof u);
    }
  }
}

// True when one of the 8 bytes in `w` is '"', '\\' or below 0x20 (the classic SWAR zero-byte
// test, applied to w ^ '"', w ^ '\\' and w - 0x20).
bool word_needs_escape(std::uint64_t w) {
  constexpr std::uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
  auto has_zero = [](std::uint64_t v) { return (v - ones) & ~v & highs; };
  const std::uint64_t below_space = (w - ones * 0x20) & ~w & highs;
  return (has_zero(w ^ (ones * '"')) | has_zero(w ^ (ones * '\\')) | below_space) != 0;
}

}  // namespace

void append_json_string(std::string& out, std::string_view text) {
  out.push_back('"');
  std::size_t run = 0;  // start of the bytes not yet copied
  std::size_t i = 0;
  // Most text needs no escape at all: skip it eight bytes at a time.
  for (; i + 8 <= text.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, text.data() + i, 8);
    if (word_needs_escape(w)) break;
  }
  for (; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (kNeedsEscape[c] == 0) continue;
    out.append(text.data() + run, i - run);
    append_escape(out, c);
    run = i + 1;
  }
  out.append(text.data() + run, text.size() - run);
  out.push_back('"');
}

std::string json_key_prefix(std::string_view key) {
  std::string out;
  append_json_string(out, key);
  out.push_back(':');
  return out;
}

}  // namespace emu::db
