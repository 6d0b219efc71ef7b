#include "rest/query_string.hpp"

#include "common/url_decode.hpp"

namespace emu::rest {
namespace {

std::optional<std::string> form_decode(std::string_view text) {
  return common::percent_decode(text, common::PlusSign::space);
}

}  // namespace

std::optional<std::vector<std::pair<std::string, std::string>>> decode_query(
    std::string_view query) {
  std::vector<std::pair<std::string, std::string>> pairs;
  std::size_t start = 0;
  while (start <= query.size()) {
    auto end = query.find('&', start);
    if (end == std::string_view::npos) end = query.size();
    const auto part = query.substr(start, end - start);
    start = end + 1;
    if (part.empty()) continue;
    const auto eq = part.find('=');
    auto key = form_decode(part.substr(0, eq));
    auto value =
        form_decode(eq == std::string_view::npos ? std::string_view{} : part.substr(eq + 1));
    if (!key || !value) return std::nullopt;
    pairs.emplace_back(std::move(*key), std::move(*value));
  }
  return pairs;
}

std::optional<std::vector<std::string>> split_top_level(std::string_view text) {
  std::vector<std::string> items;
  int depth = 0;
  bool quoted = false;
  std::string current;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      current += c;
      if (c == '\\' && i + 1 < text.size()) {
        current += text[++i];
      } else if (c == '"') {
        quoted = false;
      }
      continue;
    }
    if (c == '"') {
      quoted = true;
    } else if (c == '(') {
      ++depth;
    } else if (c == ')') {
      if (--depth < 0) return std::nullopt;
    } else if (c == ',' && depth == 0) {
      items.push_back(std::move(current));
      current.clear();
      continue;
    }
    current += c;
  }
  if (quoted || depth != 0) return std::nullopt;
  items.push_back(std::move(current));
  return items;
}

std::optional<std::string> unquote(std::string_view item) {
  if (item.empty() || item.front() != '"') return std::string(item);
  if (item.size() < 2 || item.back() != '"') return std::nullopt;
  std::string out;
  for (std::size_t i = 1; i + 1 < item.size(); ++i) {
    char c = item[i];
    if (c == '\\') {
      if (i + 2 >= item.size()) return std::nullopt;
      c = item[++i];
    } else if (c == '"') {
      return std::nullopt;  // a stray quote inside a quoted item
    }
    out += c;
  }
  return out;
}

}  // namespace emu::rest
