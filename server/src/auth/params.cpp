#include "auth/params.hpp"

#include <algorithm>
#include <boost/json/parse.hpp>
#include <ranges>

#include "auth/tokens.hpp"
#include "common/url_decode.hpp"

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

bool plausible_email(std::string_view email) {
  auto at = email.find('@');
  return email.size() <= 254 && at != std::string_view::npos && at > 0 && at == email.rfind('@') &&
         at + 1 < email.size() &&
         std::ranges::none_of(email, [](unsigned char c) { return std::isspace(c) || c < 0x20; });
}

bool is_uuid(std::string_view text) {
  if (text.size() != 36) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? text[i] != '-' : !std::isxdigit(static_cast<unsigned char>(text[i]))) return false;
  }
  return true;
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
