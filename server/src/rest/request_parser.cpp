#include "rest/request_parser.hpp"

#include <charconv>
#include <vector>

#include "rest/filter_parser.hpp"
#include "rest/query_string.hpp"
#include "rest/select_parser.hpp"

namespace emu::rest {
namespace {

ParseError bad(std::string code, std::string message, std::optional<std::string> details = {}) {
  return make_error<ParseError>(std::move(code), std::move(message), std::move(details));
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  while (true) {
    const auto pos = s.find(sep);
    out.push_back(trim(s.substr(0, pos)));
    if (pos == std::string_view::npos) break;
    s.remove_prefix(pos + 1);
  }
  return out;
}

std::optional<std::int64_t> non_negative(std::string_view text) {
  std::int64_t v = 0;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc{} || p != text.data() + text.size() || v < 0) return std::nullopt;
  return v;
}

std::expected<void, ParseError> read_prefer(std::string_view header, Preferences& out) {
  std::vector<std::string_view> unknown;
  for (auto item : split(header, ',')) {
    if (item.empty()) continue;
    const auto eq = item.find('=');
    const auto key = trim(item.substr(0, eq));
    const auto value =
        eq == std::string_view::npos ? std::string_view{} : trim(item.substr(eq + 1));
    if (key == "return" && value == "minimal") {
      out.return_pref = ReturnPref::minimal;
    } else if (key == "return" && value == "representation") {
      out.return_pref = ReturnPref::representation;
    } else if (key == "return" && value == "headers-only") {
      out.return_pref = ReturnPref::headers_only;
    } else if (key == "count" && value == "exact") {
      out.count = CountPref::exact;
    } else if (key == "count" && value == "planned") {
      out.count = CountPref::planned;
    } else if (key == "count" && value == "estimated") {
      out.count = CountPref::estimated;
    } else if (key == "resolution" && value == "merge-duplicates") {
      out.resolution = Resolution::merge_duplicates;
    } else if (key == "resolution" && value == "ignore-duplicates") {
      out.resolution = Resolution::ignore_duplicates;
    } else if (key == "missing" && (value == "default" || value == "null")) {
      out.missing_default = value == "default";
    } else if (key == "handling" && (value == "strict" || value == "lenient")) {
      out.strict = value == "strict";
    } else if (key == "tx" && (value == "commit" || value == "rollback")) {
      out.tx_rollback = value == "rollback";
    } else if (key == "max-affected" && non_negative(value)) {
      out.max_affected = non_negative(value);
    } else if (key == "timezone" || key == "params") {
      // Accepted and ignored: times are always UTC; params=single-object is the default.
    } else {
      unknown.push_back(item);
    }
  }
  if (out.strict && !unknown.empty()) {
    return std::unexpected(bad("PGRST122", "Invalid preferences given with handling=strict",
                               "Invalid preferences: " + std::string(unknown.front())));
  }
  return {};
}

std::expected<bool, ParseError> read_accept(std::string_view header) {
  if (trim(header).empty()) return false;
  for (auto item : split(header, ',')) {
    const auto type = trim(item.substr(0, item.find(';')));
    if (type == "application/vnd.pgrst.object+json" || type == "application/vnd.pgrst.object") {
      return true;
    }
    if (type == "application/json" || type == "*/*" || type == "application/*") return false;
  }
  return std::unexpected(bad("PGRST107", "None of these media types are available: " +
                                             std::string(header.substr(0, 100))));
}

// "0-9", "items=0-9", "10-": offset and (optional) last position.
std::expected<void, ParseError> read_range(std::string_view header, ApiRequest& req) {
  header = trim(header);
  if (header.empty()) return {};
  if (header.starts_with("items=")) header.remove_prefix(6);
  const auto dash = header.find('-');
  auto from = non_negative(header.substr(0, dash));
  if (dash == std::string_view::npos || !from) {
    return std::unexpected(bad("PGRST100", "Invalid Range header", std::string(header)));
  }
  const auto to_text = header.substr(dash + 1);
  if (!req.offset.contains(EmbedPath{})) req.offset[EmbedPath{}] = *from;
  if (!to_text.empty()) {
    auto to = non_negative(to_text);
    if (!to || *to < *from) {
      return std::unexpected(bad("PGRST103", "Requested range not satisfiable",
                                 "Invalid Range header: " + std::string(header)));
    }
    if (!req.limit.contains(EmbedPath{})) req.limit[EmbedPath{}] = *to - *from + 1;
  }
  return {};
}

// `a.b.c` -> path {a, b} and last segment c.
std::pair<EmbedPath, std::string> split_key(std::string_view key) {
  EmbedPath path;
  auto parts = split(key, '.');
  // not.or / not.and keep their "not." prefix together.
  std::string last(parts.back());
  parts.pop_back();
  if (!parts.empty() && parts.back() == "not" && (last == "or" || last == "and")) {
    last = "not." + last;
    parts.pop_back();
  }
  for (auto p : parts) path.emplace_back(p);
  return {std::move(path), std::move(last)};
}

std::expected<std::vector<std::string>, ParseError> name_list(std::string_view text,
                                                              std::string_view what) {
  std::vector<std::string> names;
  for (auto item : split(text, ',')) {
    auto name = unquote(item);
    if (!name || !valid_name(*name)) {
      return std::unexpected(bad("PGRST100", "\"failed to parse " + std::string(what) + "\"",
                                 std::string(text.substr(0, 200))));
    }
    names.push_back(std::move(*name));
  }
  return names;
}

Action action_of(std::string_view method, bool rpc) {
  if (rpc) return Action::rpc;
  if (method == "HEAD") return Action::head;
  if (method == "POST") return Action::insert;
  if (method == "PATCH") return Action::update;
  if (method == "PUT") return Action::upsert;
  if (method == "DELETE") return Action::remove;
  return Action::read;
}

}  // namespace

std::expected<ApiRequest, ParseError> parse_request(const RequestParts& parts) {
  ApiRequest req;
  req.target = parts.target;
  req.action = action_of(parts.method, parts.rpc);
  req.head = parts.method == "HEAD";
  for (auto profile : {parts.accept_profile, parts.content_profile}) {
    if (!trim(profile).empty() && trim(profile) != "public") {
      return std::unexpected(bad("PGRST106", "The schema must be one of the following: public"));
    }
  }
  if (auto r = read_prefer(parts.prefer, req.prefer); !r) return std::unexpected(r.error());
  auto single = read_accept(parts.accept);
  if (!single) return std::unexpected(single.error());
  req.single_object = *single;

  auto pairs = decode_query(parts.query);
  if (!pairs) return std::unexpected(bad("PGRST100", "Invalid percent-encoding in query string"));
  for (const auto& [key, value] : *pairs) {
    if (key.empty()) continue;
    auto [path, last] = split_key(key);
    for (const auto& p : path) {
      if (!valid_name(p))
        return std::unexpected(bad("PGRST100", "Invalid query parameter name", key.substr(0, 200)));
    }
    if (path.empty() && key == "select") {
      auto items = parse_select(value);
      if (!items) return std::unexpected(items.error());
      req.select = std::move(*items);
      req.select_given = true;
    } else if (last == "order") {
      auto terms = parse_order(value);
      if (!terms) return std::unexpected(terms.error());
      auto& list = req.order[path];
      list.insert(list.end(), terms->begin(), terms->end());
    } else if (last == "limit" || last == "offset") {
      auto n = non_negative(value);
      if (!n) {
        return std::unexpected(
            bad("PGRST100", "\"failed to parse " + last + " parameter\"", value.substr(0, 100)));
      }
      (last == "limit" ? req.limit : req.offset)[path] = *n;
    } else if (path.empty() && key == "on_conflict") {
      auto names = name_list(value, "on_conflict");
      if (!names) return std::unexpected(names.error());
      req.on_conflict = std::move(*names);
    } else if (path.empty() && key == "columns") {
      auto names = name_list(value, "columns");
      if (!names) return std::unexpected(names.error());
      req.columns = std::move(*names);
    } else if (last == "or" || last == "and" || last == "not.or" || last == "not.and") {
      const bool negated = last.starts_with("not.");
      auto tree = parse_logic_tree(last.ends_with("or"), negated, value);
      if (!tree) return std::unexpected(tree.error());
      req.filters.push_back(Filter{std::move(path), std::move(*tree)});
    } else if (req.action == Action::rpc && path.empty()) {
      req.rpc_args[key] = value;
    } else {
      if (!valid_name(last)) {
        return std::unexpected(bad("PGRST100",
                                   "\"failed to parse filter (" + key.substr(0, 100) + ")\"",
                                   "invalid column name"));
      }
      auto cond = parse_condition(last, value);
      if (!cond) return std::unexpected(cond.error());
      req.filters.push_back(Filter{std::move(path), std::move(*cond)});
    }
  }
  if (req.action == Action::read || req.action == Action::head) {
    if (auto r = read_range(parts.range, req); !r) return std::unexpected(r.error());
  }
  if (req.action == Action::insert && req.prefer.resolution != Resolution::none) {
    req.action = Action::upsert;
  }
  return req;
}

}  // namespace emu::rest
