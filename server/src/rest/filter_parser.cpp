#include "rest/filter_parser.hpp"

#include <array>
#include <string>
#include <utility>

#include "common/enum_names.hpp"
#include "rest/query_string.hpp"
#include "rest/select_parser.hpp"

namespace emu::rest {
namespace {

constexpr int kMaxTreeDepth = 16;
constexpr std::size_t kMaxListItems = 10000;

ParseError filter_error(std::string message, std::string_view near) {
  return make_error<ParseError>(
      "PGRST100", "\"failed to parse filter (" + std::string(near.substr(0, 200)) + ")\"",
      std::move(message));
}

constexpr common::EnumName<Op> kOps[] = {
    {Op::eq, "eq"},     {Op::neq, "neq"},
    {Op::gt, "gt"},     {Op::gte, "gte"},
    {Op::lt, "lt"},     {Op::lte, "lte"},
    {Op::like, "like"}, {Op::ilike, "ilike"},
    {Op::is, "is"},     {Op::in, "in"},
    {Op::cs, "cs"},     {Op::cd, "cd"},
    {Op::ov, "ov"},     {Op::isdistinct, "isdistinct"},
};

// Operators PostgREST knows that Emu does not implement: a clear 400, not "unknown operator".
constexpr std::array<std::string_view, 11> kUnsupported{
    "match", "imatch", "fts", "plfts", "phfts", "wfts", "sl", "sr", "nxl", "nxr", "adj"};

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::expected<Condition, ParseError> condition(std::string_view column, std::string_view value,
                                               bool in_tree) {
  Condition c;
  c.column = std::string(column);
  if (value.starts_with("not.")) {
    c.negated = true;
    value.remove_prefix(4);
  }
  const auto dot = value.find('.');
  if (dot == std::string_view::npos)
    return std::unexpected(filter_error("missing operator or value", value));
  std::string_view op_text = value.substr(0, dot);
  std::string_view rest = value.substr(dot + 1);
  if (const auto paren = op_text.find('('); paren != std::string_view::npos) {
    if (op_text.back() != ')') return std::unexpected(filter_error("bad operator modifier", value));
    const auto modifier = op_text.substr(paren + 1, op_text.size() - paren - 2);
    op_text = op_text.substr(0, paren);
    if (modifier == "any") {
      c.quantifier = Quantifier::any;
    } else if (modifier == "all") {
      c.quantifier = Quantifier::all;
    } else {
      return std::unexpected(filter_error("unknown operator modifier", value));
    }
  }
  if (const auto op = common::parse(kOps, op_text)) {
    c.op = *op;
  } else {
    for (const auto name : kUnsupported) {
      if (op_text == name) {
        return std::unexpected(
            filter_error("operator '" + std::string(name) + "' is not supported", value));
      }
    }
    return std::unexpected(filter_error("unknown operator", op_text));
  }
  if (c.quantifier != Quantifier::none) {
    const bool quantifiable = c.op == Op::eq || c.op == Op::neq || c.op == Op::gt ||
                              c.op == Op::gte || c.op == Op::lt || c.op == Op::lte ||
                              c.op == Op::like || c.op == Op::ilike;
    if (!quantifiable) return std::unexpected(filter_error("operator takes no modifier", value));
    auto list = parse_list(rest, '{', '}');
    if (!list) return std::unexpected(list.error());
    c.list = std::move(*list);
    return c;
  }
  if (c.op == Op::in) {
    auto list = parse_list(rest, '(', ')');
    if (!list) return std::unexpected(list.error());
    c.list = std::move(*list);
    return c;
  }
  if (in_tree && rest.starts_with('"')) {
    auto unq = unquote(rest);
    if (!unq) return std::unexpected(filter_error("unbalanced quotes", rest));
    c.value = std::move(*unq);
  } else {
    c.value = std::string(rest);
  }
  if (c.op == Op::is) {
    c.value = lower(c.value);
    if (c.value != "null" && c.value != "not_null" && c.value != "true" && c.value != "false" &&
        c.value != "unknown") {
      return std::unexpected(
          filter_error("is takes null, not_null, true, false or unknown", value));
    }
  }
  return c;
}

std::expected<LogicTree, ParseError> tree(bool is_or, bool negated, std::string_view value,
                                          int depth) {
  if (depth > kMaxTreeDepth)
    return std::unexpected(filter_error("logic tree nested too deeply", value));
  if (value.size() < 2 || value.front() != '(' || value.back() != ')') {
    return std::unexpected(filter_error("logic tree must be (…)", value));
  }
  auto parts = split_top_level(value.substr(1, value.size() - 2));
  if (!parts) return std::unexpected(filter_error("unbalanced parentheses or quotes", value));
  LogicTree out;
  out.is_or = is_or;
  out.negated = negated;
  for (std::string_view part : *parts) {
    if (part.empty()) return std::unexpected(filter_error("empty item", value));
    bool neg = false;
    std::string_view rest = part;
    if (rest.starts_with("not.")) {
      neg = true;
      rest.remove_prefix(4);
    }
    if (rest.starts_with("and(") || rest.starts_with("or(")) {
      const bool sub_or = rest.starts_with("or(");
      auto sub = tree(sub_or, neg, rest.substr(sub_or ? 2 : 3), depth + 1);
      if (!sub) return std::unexpected(sub.error());
      out.items.emplace_back(std::move(*sub));
      continue;
    }
    const auto dot = rest.find('.');
    if (dot == std::string_view::npos)
      return std::unexpected(filter_error("missing operator", part));
    auto column = unquote(rest.substr(0, dot));
    if (!column || !valid_name(*column))
      return std::unexpected(filter_error("invalid column name", part));
    auto cond = condition(*column, rest.substr(dot + 1), true);
    if (!cond) return std::unexpected(cond.error());
    if (neg) cond->negated = !cond->negated;
    out.items.emplace_back(std::move(*cond));
  }
  return out;
}

}  // namespace

std::expected<std::vector<std::string>, ParseError> parse_list(std::string_view text, char open,
                                                               char close) {
  if (text.size() < 2 || text.front() != open || text.back() != close) {
    return std::unexpected(filter_error(std::string("list must be ") + open + "…" + close, text));
  }
  std::vector<std::string> items;
  const auto inner = text.substr(1, text.size() - 2);
  if (inner.empty()) return items;
  // Inside a list, only quotes group: parentheses are plain characters of a value.
  std::string current;
  bool quoted = false;
  bool was_quoted = false;
  for (std::size_t i = 0; i < inner.size(); ++i) {
    const char c = inner[i];
    if (quoted) {
      if (c == '\\' && i + 1 < inner.size()) {
        current += inner[++i];
      } else if (c == '"') {
        quoted = false;
      } else {
        current += c;
      }
    } else if (c == '"' && current.empty() && !was_quoted) {
      quoted = was_quoted = true;
    } else if (c == ',') {
      items.push_back(std::move(current));
      current.clear();
      was_quoted = false;
      if (items.size() > kMaxListItems) return std::unexpected(filter_error("list too long", text));
    } else {
      current += c;
    }
  }
  if (quoted) return std::unexpected(filter_error("unbalanced quotes", text));
  items.push_back(std::move(current));
  return items;
}

std::expected<Condition, ParseError> parse_condition(std::string_view column,
                                                     std::string_view value) {
  return condition(column, value, false);
}

std::expected<LogicTree, ParseError> parse_logic_tree(bool is_or, bool negated,
                                                      std::string_view value) {
  return tree(is_or, negated, value, 0);
}

std::expected<std::vector<OrderTerm>, ParseError> parse_order(std::string_view text) {
  std::vector<OrderTerm> terms;
  auto parts = split_top_level(text);
  if (!parts) return std::unexpected(filter_error("unbalanced order", text));
  for (std::string_view part : *parts) {
    if (part.empty()) continue;
    OrderTerm term;
    std::vector<std::string_view> pieces;
    while (true) {
      const auto dot = part.find('.');
      pieces.push_back(part.substr(0, dot));
      if (dot == std::string_view::npos) break;
      part.remove_prefix(dot + 1);
    }
    if (pieces.size() > 3) return std::unexpected(filter_error("bad order term", text));
    auto name = unquote(pieces[0]);
    if (!name || !valid_name(*name)) return std::unexpected(filter_error("bad order column", text));
    term.column = *name;
    for (std::size_t i = 1; i < pieces.size(); ++i) {
      const auto p = pieces[i];
      if (p == "asc" && i == 1) {
        term.desc = false;
      } else if (p == "desc" && i == 1) {
        term.desc = true;
      } else if (p == "nullsfirst" && !term.nulls_first) {
        term.nulls_first = true;
      } else if (p == "nullslast" && !term.nulls_first) {
        term.nulls_first = false;
      } else {
        return std::unexpected(filter_error("bad order direction", text));
      }
    }
    terms.push_back(std::move(term));
  }
  return terms;
}

}  // namespace emu::rest
