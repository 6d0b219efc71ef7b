#include "auth/params.hpp"

#include <algorithm>
#include <boost/json/parse.hpp>
#include <cctype>
#include <ranges>

#include "auth/tokens.hpp"
#include "common/url_decode.hpp"
#include "common/uuid.hpp"

namespace emu::auth {
namespace {

// Lenient like a browser: text with a malformed escape is kept as it was sent.
std::string form_decode(std::string_view text) {
  return common::percent_decode(text, common::PlusSign::space).value_or(std::string(text));
}

AuthError wrong_type(std::string_view name, std::string_view expected) {
  return AuthError{AuthCode::bad_json,
                   "Could not parse request body as JSON: " + std::string(name) + " must be " +
                       std::string(expected),
                   0,
                   {}};
}

}  // namespace

AuthResult<boost::json::object> body_object(const http::Request& req) {
  if (req.json_body) {
    if (!req.json_body->is_object())
      return fail(AuthCode::bad_json, "Request body must be a JSON object");
    return req.json_body->as_object();
  }
  const auto& text = req.raw.body();
  if (std::ranges::all_of(text, [](unsigned char c) { return std::isspace(c); })) {
    return boost::json::object{};
  }
  boost::system::error_code ec;
  auto value = boost::json::parse(text, ec);
  if (ec || !value.is_object()) {
    return fail(AuthCode::bad_json, "Could not parse request body as JSON");
  }
  return std::move(value.as_object());
}

std::optional<std::string> query_param(std::string_view query, std::string_view name) {
  for (auto part : query | std::views::split('&')) {
    std::string_view pair(part.begin(), part.end());
    auto eq = pair.find('=');
    auto key = form_decode(pair.substr(0, eq));
    if (key != name) continue;
    return eq == std::string_view::npos ? std::string() : form_decode(pair.substr(eq + 1));
  }
  return std::nullopt;
}

AuthResult<std::optional<std::string>> string_field(const boost::json::object& o,
                                                    std::string_view name) {
  auto it = o.find(name);
  if (it == o.end() || it->value().is_null()) return std::optional<std::string>();
  if (!it->value().is_string()) return std::unexpected(wrong_type(name, "a string"));
  return std::optional<std::string>(std::string(it->value().as_string()));
}

AuthResult<std::optional<bool>> bool_field(const boost::json::object& o, std::string_view name) {
  auto it = o.find(name);
  if (it == o.end() || it->value().is_null()) return std::optional<bool>();
  if (!it->value().is_bool()) return std::unexpected(wrong_type(name, "true or false"));
  return std::optional<bool>(it->value().as_bool());
}

AuthResult<std::optional<boost::json::object>> object_field(const boost::json::object& o,
                                                            std::string_view name) {
  auto it = o.find(name);
  if (it == o.end() || it->value().is_null()) return std::optional<boost::json::object>();
  if (!it->value().is_object()) return std::unexpected(wrong_type(name, "an object"));
  return std::optional<boost::json::object>(it->value().as_object());
}

bool has_field(const boost::json::object& o, std::string_view name) { return o.contains(name); }

std::string normalize_email(std::string_view email) {
  auto first = email.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  auto last = email.find_last_not_of(" \t\r\n");
  std::string out(email.substr(first, last - first + 1));
  std::ranges::transform(out, out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

// GoTrue's format check (checkmail.ValidateFormat): a local part of letters, digits and
// .!#$%&'*+/=?^_`{|}~- and a domain of dot-separated labels of letters, digits and inner
// hyphens (at most 63 characters each). So "xx:;x@x.x" is refused, as GoTrue refuses it.
bool plausible_email(std::string_view email) {
  auto at = email.find('@');
  if (email.size() > 255 || at == std::string_view::npos || at == 0) return false;
  constexpr std::string_view kLocalExtra = ".!#$%&'*+/=?^_`{|}~-";
  auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  for (char c : email.substr(0, at)) {
    if (!alnum(c) && kLocalExtra.find(c) == std::string_view::npos) return false;
  }
  auto domain = email.substr(at + 1);
  if (domain.empty()) return false;
  std::size_t start = 0;
  while (true) {
    auto dot = domain.find('.', start);
    auto label = domain.substr(start, dot == std::string_view::npos ? dot : dot - start);
    if (label.empty() || label.size() > 63 || !alnum(label.front()) || !alnum(label.back()))
      return false;
    for (char c : label) {
      if (!alnum(c) && c != '-') return false;
    }
    if (dot == std::string_view::npos) return true;
    start = dot + 1;
  }
}

AuthResult<std::string> validate_email(std::string_view email) {
  auto normalized = normalize_email(email);
  if (normalized.empty()) return fail(AuthCode::validation_failed, "An email address is required");
  if (normalized.size() > 255)
    return fail(AuthCode::validation_failed, "An email address is too long");
  if (!plausible_email(normalized)) {
    return fail(AuthCode::validation_failed, "Unable to validate email address: invalid format");
  }
  return normalized;
}


AuthResult<std::optional<Pkce>> pkce_fields(const boost::json::object& body) {
  auto challenge = string_field(body, "code_challenge");
  if (!challenge) return std::unexpected(challenge.error());
  auto method = string_field(body, "code_challenge_method");
  if (!method) return std::unexpected(method.error());
  if (!*challenge || (*challenge)->empty()) return std::optional<Pkce>();
  auto normalized = pkce_method(method->value_or(""));
  if (!normalized) {
    return fail(AuthCode::validation_failed, "Code challenge method must be s256 or plain");
  }
  if (!valid_pkce_string(**challenge)) {
    return fail(AuthCode::validation_failed,
                "Code challenge must be 43 to 128 characters of [A-Za-z0-9._~-]");
  }
  return std::optional<Pkce>(Pkce{**challenge, *normalized});
}

}  // namespace emu::auth
