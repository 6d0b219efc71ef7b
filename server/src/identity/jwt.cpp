#include "identity/jwt.hpp"

#include <boost/json/parse.hpp>

#include <optional>

#include "common/ids.hpp"

namespace emu::auth {
namespace {

std::expected<boost::json::object, JwtError> decode_part(std::string_view part) {
  std::string text;
  if (!common::base64url_decode(part, text)) return std::unexpected(JwtError::malformed);
  boost::system::error_code ec;
  auto value = boost::json::parse(text, ec);
  if (ec || !value.is_object()) return std::unexpected(JwtError::malformed);
  return std::move(value.as_object());
}

}  // namespace

std::optional<std::int64_t> number_claim(const boost::json::object& claims, std::string_view name) {
  auto it = claims.find(name);
  if (it == claims.end()) return std::nullopt;
  if (it->value().is_int64()) return it->value().as_int64();
  if (it->value().is_uint64()) return static_cast<std::int64_t>(it->value().as_uint64());
  if (it->value().is_double()) return static_cast<std::int64_t>(it->value().as_double());
  return std::nullopt;
}

std::string_view to_string(JwtError error) {
  switch (error) {
    case JwtError::malformed: return "invalid JWT: unable to parse or verify signature, token is malformed";
    case JwtError::unsupported_algorithm: return "invalid JWT: unable to parse or verify signature, signing method is invalid";
    case JwtError::bad_signature: return "invalid JWT: unable to parse or verify signature, token signature is invalid";
    case JwtError::expired: return "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired";
    case JwtError::not_yet_valid: return "invalid JWT: unable to parse or verify signature, token has invalid claims: token is not valid yet";
  }
  return "invalid JWT";
}

std::expected<boost::json::object, JwtError> verify_jwt(const SigningKey& key, std::string_view token,
                                                        std::chrono::system_clock::time_point now) {
  if (token.size() > 16 * 1024) return std::unexpected(JwtError::malformed);
  auto first = token.find('.');
  auto second = first == std::string_view::npos ? first : token.find('.', first + 1);
  if (second == std::string_view::npos || token.find('.', second + 1) != std::string_view::npos) {
    return std::unexpected(JwtError::malformed);
  }
  auto header = decode_part(token.substr(0, first));
  if (!header) return std::unexpected(header.error());
  auto alg = header->find("alg");
  if (alg == header->end() || !alg->value().is_string() || alg->value().as_string() != "ES256") {
    return std::unexpected(JwtError::unsupported_algorithm);
  }
  auto kid = header->find("kid");
  if (kid != header->end() && (!kid->value().is_string() || kid->value().as_string() != key.kid())) {
    return std::unexpected(JwtError::bad_signature);
  }
  std::string signature;
  if (!common::base64url_decode(token.substr(second + 1), signature)) {
    return std::unexpected(JwtError::malformed);
  }
  if (!key.verify_signature(token.substr(0, second), signature)) {
    return std::unexpected(JwtError::bad_signature);
  }
  auto claims = decode_part(token.substr(first + 1, second - first - 1));
  if (!claims) return std::unexpected(claims.error());
  auto seconds = std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch()).count();
  if (auto exp = number_claim(*claims, "exp"); exp && *exp <= seconds) {
    return std::unexpected(JwtError::expired);
  }
  if (auto nbf = number_claim(*claims, "nbf"); nbf && *nbf > seconds + 30) {
    return std::unexpected(JwtError::not_yet_valid);
  }
  return claims;
}

}  // namespace emu::auth
