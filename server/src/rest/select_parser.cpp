#include "rest/select_parser.hpp"

#include <cctype>
#include <string>

#include "rest/query_string.hpp"

namespace emu::rest {
namespace {

// Embeds nested more than this many levels are refused (400 PGRST100): no screen needs more
// than one, and each level makes the database nest its JSON subqueries deeper.
constexpr int kMaxDepth = 4;

ParseError select_error(std::string_view text, std::string message) {
  return make_error<ParseError>(
      "PGRST100", "\"failed to parse select parameter (" + std::string(text.substr(0, 200)) + ")\"",
      std::move(message));
}

std::expected<std::string, ParseError> read_name(std::string_view text, std::string_view whole) {
  auto name = unquote(text);
  if (!name || !valid_name(*name)) return std::unexpected(select_error(whole, "invalid name"));
  return *name;
}

std::expected<std::vector<SelectItem>, ParseError> parse_items(std::string_view text, int depth);

std::expected<SelectItem, ParseError> parse_item(std::string_view item, int depth) {
  SelectItem out;
  if (item == "*") {
    out.kind = SelectItem::Kind::star;
    return out;
  }
  if (item.starts_with("..."))
    return std::unexpected(select_error(item, "spread embeds are not supported"));
  // alias: the first single ':' before any '(' (a '::' is a cast).
  const auto paren = item.find('(');
  const auto head = item.substr(0, paren);
  for (std::size_t i = 0; i < head.size(); ++i) {
    if (head[i] != ':') continue;
    if (i + 1 < head.size() && head[i + 1] == ':') break;
    auto alias = read_name(head.substr(0, i), item);
    if (!alias) return std::unexpected(alias.error());
    out.alias = *alias;
    item.remove_prefix(i + 1);
    break;
  }
  if (item.find("->") != std::string_view::npos) {
    return std::unexpected(select_error(item, "JSON paths are not supported"));
  }
  if (const auto open = item.find('('); open != std::string_view::npos) {
    if (item.back() != ')') return std::unexpected(select_error(item, "unbalanced parentheses"));
    if (depth >= kMaxDepth) {
      return std::unexpected(select_error(item, "embedded resources may be nested at most " +
                                                    std::to_string(kMaxDepth) + " levels deep"));
    }
    out.kind = SelectItem::Kind::embed;
    std::string_view spec = item.substr(0, open);
    // rel!hint!inner, rel!inner, rel!left, rel!hint
    const auto bang = spec.find('!');
    auto name = read_name(spec.substr(0, bang), item);
    if (!name) return std::unexpected(name.error());
    out.name = *name;
    while (spec.find('!') != std::string_view::npos) {
      spec.remove_prefix(spec.find('!') + 1);
      const auto part = spec.substr(0, spec.find('!'));
      if (part == "inner") {
        out.inner = true;
      } else if (part == "left") {
        out.inner = false;
      } else {
        if (!out.hint.empty()) return std::unexpected(select_error(item, "more than one hint"));
        auto hint = read_name(part, item);
        if (!hint) return std::unexpected(hint.error());
        out.hint = *hint;
      }
    }
    auto children = parse_items(item.substr(open + 1, item.size() - open - 2), depth + 1);
    if (!children) return std::unexpected(children.error());
    out.children = std::move(*children);
    return out;
  }
  out.kind = SelectItem::Kind::column;
  if (const auto cast = item.find("::"); cast != std::string_view::npos) {
    out.cast = std::string(item.substr(cast + 2));
    item = item.substr(0, cast);
    if (!valid_name(out.cast)) return std::unexpected(select_error(item, "invalid cast"));
  }
  auto name = read_name(item, item);
  if (!name) return std::unexpected(name.error());
  out.name = *name;
  return out;
}

std::expected<std::vector<SelectItem>, ParseError> parse_items(std::string_view text, int depth) {
  auto parts = split_top_level(text);
  if (!parts) return std::unexpected(select_error(text, "unbalanced parentheses or quotes"));
  std::vector<SelectItem> items;
  if (parts->size() == 1 && parts->front().empty()) return items;  // rel() selects nothing
  for (const auto& part : *parts) {
    if (part.empty()) return std::unexpected(select_error(text, "empty item"));
    auto item = parse_item(part, depth);
    if (!item) return std::unexpected(item.error());
    items.push_back(std::move(*item));
  }
  return items;
}

}  // namespace

bool valid_name(std::string_view name) {
  if (name.empty() || name.size() > 63) return false;
  for (const char c : name) {
    // ASCII only: every registry name is, and aliases end up as JSON keys and SQL aliases.
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  }
  return true;
}

std::expected<std::vector<SelectItem>, ParseError> parse_select(std::string_view text) {
  // The client strips whitespace outside quotes; do the same for hand-written URLs.
  std::string compact;
  bool quoted = false;
  for (const char c : text) {
    if (c == '"') quoted = !quoted;
    if (!quoted && (c == ' ' || c == '\n' || c == '\t' || c == '\r')) continue;
    compact += c;
  }
  if (compact.empty()) return std::vector<SelectItem>{};
  return parse_items(compact, 0);
}

}  // namespace emu::rest
