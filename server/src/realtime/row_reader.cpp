#include "realtime/row_reader.hpp"

#include <algorithm>
#include <array>
#include <boost/json/parse.hpp>
#include <cctype>

#include "rest/executor.hpp"
#include "rest/request_parser.hpp"

namespace emu::realtime {
namespace {

std::string percent_encode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

bool identifier(std::string_view s) {
  if (s.empty() || s.size() > 63 || std::isdigit(static_cast<unsigned char>(s.front()))) {
    return false;
  }
  for (unsigned char c : s) {
    if (!(std::islower(c) || std::isdigit(c) || c == '_')) return false;
  }
  return true;
}

}  // namespace

std::expected<std::string, std::string> filter_query(std::string_view filter) {
  if (filter.empty()) return std::string();
  auto eq = filter.find('=');
  auto dot = eq == std::string_view::npos ? eq : filter.find('.', eq);
  if (dot == std::string_view::npos) {
    return std::unexpected("Invalid filter: expected column=operator.value");
  }
  auto column = filter.substr(0, eq);
  auto op = filter.substr(eq + 1, dot - eq - 1);
  auto value = filter.substr(dot + 1);
  constexpr std::array kOps{"eq", "neq", "lt", "lte", "gt", "gte", "in"};
  if (!identifier(column) || std::find(kOps.begin(), kOps.end(), op) == kOps.end() ||
      value.empty()) {
    return std::unexpected(
        "Invalid filter: expected column=operator.value with eq, neq, lt, "
        "lte, gt, gte or in");
  }
  return std::string(column) + "=" + std::string(op) + "." + percent_encode(value);
}

std::expected<std::optional<boost::json::object>, rest::RestError> read_row(
    runtime::Context& ctx, const rest::Caller& caller, std::string_view table, std::string_view id,
    std::string_view filter_query) {
  // id=in.(…), not id=eq.…: a rule that lets anyone read a row *by its exact id* (a quick
  // application, a draft) must not hand every such row to a subscriber who never knew the id.
  // A subscriber whose own filter is id=eq.<id> still reads it.
  std::string query = "id=in.(" + percent_encode(id) + ")";
  if (!filter_query.empty()) {
    query += '&';
    query.append(filter_query);
  }
  rest::RequestParts parts{"GET", std::string(table), false, query, "", "application/json", "", "",
                           ""};
  auto parsed = rest::parse_request(parts);
  if (!parsed) return std::unexpected(rest::RestError(parsed.error()));
  rest::ExecEnv env{*ctx.db, 1, "realtime", nullptr, ctx.config.rest_max_response_bytes};
  auto outcome = rest::execute(env, *parsed, caller, nullptr);
  if (!outcome) return std::unexpected(outcome.error());
  boost::system::error_code ec;
  auto rows = boost::json::parse(outcome->body, ec);
  if (ec || !rows.is_array() || rows.as_array().empty() || !rows.as_array()[0].is_object()) {
    return std::optional<boost::json::object>();
  }
  return std::optional<boost::json::object>(std::move(rows.as_array()[0].as_object()));
}

}  // namespace emu::realtime
