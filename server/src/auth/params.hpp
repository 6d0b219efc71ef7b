// Reading auth requests: the JSON body (unknown fields ignored, wrong types -> bad_json), the
// form-encoded query string, e-mail normalisation and the PKCE fields several endpoints share.
#pragma once

#include <array>
#include <boost/json/object.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "auth/errors.hpp"
#include "common/uuid.hpp"
#include "http/types.hpp"

namespace emu::auth {

// The body as an object: {} when empty; bad_json when not JSON or not an object.
AuthResult<boost::json::object> body_object(const http::Request& req);
// A query parameter, form-decoded ('+' is a space); nullopt when absent.
std::optional<std::string> query_param(std::string_view query, std::string_view name);

// Field readers: nullopt for missing or null; bad_json for another JSON type.
AuthResult<std::optional<std::string>> string_field(const boost::json::object& o,
                                                    std::string_view name);
AuthResult<std::optional<bool>> bool_field(const boost::json::object& o, std::string_view name);
AuthResult<std::optional<boost::json::object>> object_field(const boost::json::object& o,
                                                            std::string_view name);
bool has_field(const boost::json::object& o, std::string_view name);  // present, even if null
// The string fields `names`, read in that order as string_field() reads each; the first of
// another JSON type fails as it would. For reading a body's strings in one statement:
//   AUTH_TRY(fields, string_fields(call.body, {"email", "password"}));
//   auto& [email, password] = fields;
template <std::size_t N>
AuthResult<std::array<std::optional<std::string>, N>> string_fields(
    const boost::json::object& o, const std::string_view (&names)[N]) {
  std::array<std::optional<std::string>, N> out;
  for (std::size_t i = 0; i < N; ++i) {
    auto field = string_field(o, names[i]);
    if (!field) return std::unexpected(field.error());
    out[i] = std::move(*field);
  }
  return out;
}

// Trimmed and lower-cased (the users table keeps e-mails lower-case).
std::string normalize_email(std::string_view email);
bool plausible_email(std::string_view email);
// GoTrue's validateEmail: 400 validation_failed "An email address is required", "... is too
// long" or "Unable to validate email address: invalid format"; the normalized address.
AuthResult<std::string> validate_email(std::string_view email);
using common::is_uuid;

struct Pkce {
  std::string challenge;
  std::string method;  // s256 | plain
};
// nullopt for the implicit flow (no challenge); validation_failed for a malformed challenge.
AuthResult<std::optional<Pkce>> pkce_fields(const boost::json::object& body);

}  // namespace emu::auth
