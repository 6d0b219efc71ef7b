#include "search/normalize.hpp"

#include <spdlog/spdlog.h>
#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <memory>
#include <opencc/SimpleConverter.hpp>

namespace emu::search {
namespace {

// Loaded once; SimpleConverter::Convert is const and keeps no state between calls.
const opencc::SimpleConverter* converter() {
  static const std::unique_ptr<opencc::SimpleConverter> instance =
      []() -> std::unique_ptr<opencc::SimpleConverter> {
    try {
      return std::make_unique<opencc::SimpleConverter>("s2hk.json");
    } catch (const std::exception& e) {
      spdlog::warn(
          "search: OpenCC s2hk profile not loaded ({}); Simplified input is searched "
          "as typed",
          e.what());
      return nullptr;
    }
  }();
  return instance.get();
}

enum class Kind { separator, cjk, other };

Kind kind_of(UChar32 c) {
  if (!u_isalnum(c) && u_charType(c) != U_NON_SPACING_MARK &&
      u_charType(c) != U_COMBINING_SPACING_MARK) {
    return Kind::separator;
  }
  UErrorCode status = U_ZERO_ERROR;
  switch (uscript_getScript(c, &status)) {
    case USCRIPT_HAN:
    case USCRIPT_HIRAGANA:
    case USCRIPT_KATAKANA:
    case USCRIPT_HANGUL:
    case USCRIPT_BOPOMOFO:
      return Kind::cjk;
    default:
      return Kind::other;
  }
}

}  // namespace

std::string normalize(std::string_view text) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfkc = icu::Normalizer2::getNFKCInstance(status);
  auto u = icu::UnicodeString::fromUTF8(
      icu::StringPiece(text.data(), static_cast<int32_t>(text.size())));
  if (U_SUCCESS(status)) {
    auto normalized = nfkc->normalize(u, status);
    if (U_SUCCESS(status)) u = std::move(normalized);
  }
  u.toLower(icu::Locale::getRoot());
  std::string out;
  u.toUTF8String(out);
  if (const auto* c = converter()) {
    try {
      out = c->Convert(out);
    } catch (const std::exception&) {
      // keep the unconverted text
    }
  }
  return out;
}

std::vector<std::string> split_terms(std::string_view s) {
  std::vector<std::string> terms;
  std::string current;
  Kind current_kind = Kind::separator;
  auto flush = [&] {
    if (!current.empty() && std::find(terms.begin(), terms.end(), current) == terms.end()) {
      terms.push_back(current);
    }
    current.clear();
  };
  const auto* p = reinterpret_cast<const uint8_t*>(s.data());
  const auto n = static_cast<int32_t>(s.size());
  for (int32_t i = 0; i < n;) {
    const int32_t start = i;
    UChar32 c;
    U8_NEXT(p, i, n, c);
    if (c < 0) {
      flush();
      continue;
    }
    const Kind k = kind_of(c);
    if (k == Kind::separator) {
      flush();
      current_kind = Kind::separator;
      continue;
    }
    if (k != current_kind) flush();
    current_kind = k;
    current.append(s.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(i - start)));
  }
  flush();
  return terms;
}

bool is_cjk_term(std::string_view term) {
  const auto* p = reinterpret_cast<const uint8_t*>(term.data());
  const auto n = static_cast<int32_t>(term.size());
  int32_t i = 0;
  UChar32 c = -1;
  if (n > 0) U8_NEXT(p, i, n, c);
  return c >= 0 && kind_of(c) == Kind::cjk;
}

std::size_t char_count(std::string_view s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

bool simplified_conversion_available() { return converter() != nullptr; }

}  // namespace emu::search
