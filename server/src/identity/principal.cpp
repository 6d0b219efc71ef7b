#include "identity/principal.hpp"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <unordered_map>

namespace emu::auth {
namespace {

std::string claim_string(const boost::json::object& claims, std::string_view name) {
  auto it = claims.find(name);
  if (it == claims.end() || !it->value().is_string()) return {};
  return std::string(it->value().as_string());
}

bool audience_is_authenticated(const boost::json::object& claims) {
  auto it = claims.find("aud");
  if (it == claims.end()) return false;
  if (it->value().is_string()) return it->value().as_string() == "authenticated";
  if (it->value().is_array()) {
    const auto& list = it->value().as_array();
    return std::ranges::any_of(list, [](const boost::json::value& v) {
      return v.is_string() && v.as_string() == "authenticated";
    });
  }
  return false;
}

// ECDSA verification is the largest cost of a small API request. A token's signature does not
// change, so verified claims are remembered until the token expires (checked on every hit).
// Bounded: when full, the cache starts over. Per process, like every cache here.
class VerifiedTokens {
 public:
  std::optional<boost::json::object> find(std::string_view token, std::int64_t now) {
    std::lock_guard lock(mutex_);
    auto it = entries_.find(std::string(token));
    if (it == entries_.end() || it->second.exp <= now) return std::nullopt;
    return it->second.claims;
  }
  void remember(std::string_view token, const boost::json::object& claims, std::int64_t exp) {
    std::lock_guard lock(mutex_);
    if (entries_.size() >= kMaxEntries) entries_.clear();
    entries_[std::string(token)] = Entry{claims, exp};
  }

 private:
  static constexpr std::size_t kMaxEntries = 20000;
  struct Entry {
    boost::json::object claims;
    std::int64_t exp;
  };
  std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
};

std::expected<boost::json::object, JwtError> verify_cached(const SigningKey& key,
                                                           std::string_view token) {
  static VerifiedTokens cache;
  auto now = std::chrono::duration_cast<std::chrono::seconds>(
                 std::chrono::system_clock::now().time_since_epoch())
                 .count();
  // Keyed by our key id too, so a token is never taken as verified under another key.
  const std::string cache_key = key.kid() + '.' + std::string(token);
  if (auto hit = cache.find(cache_key, now)) return std::move(*hit);
  auto claims = verify_jwt(key, token);
  if (claims) {
    auto exp = claims->find("exp");
    // Only tokens that expire are kept, so an entry can never outlive its token.
    if (exp != claims->end() && exp->value().is_int64()) {
      cache.remember(cache_key, *claims, exp->value().as_int64());
    }
  }
  return claims;
}

}  // namespace

bool Principal::has_app_role(std::string_view name) const {
  return std::ranges::find(app_roles, name) != app_roles.end();
}

std::expected<Principal, PrincipalFailure> principal_from_headers(const SigningKey& key,
                                                                  std::string_view authorization,
                                                                  std::string_view apikey) {
  std::string_view token;
  if (!authorization.empty()) {
    constexpr std::string_view kBearer = "bearer ";
    if (authorization.size() <= kBearer.size() ||
        !std::equal(kBearer.begin(), kBearer.end(), authorization.begin(),
                    [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); })) {
      return std::unexpected(PrincipalFailure{PrincipalError::malformed,
                                              "Authorization header must be 'Bearer <token>'"});
    }
    token = authorization.substr(kBearer.size());
  } else if (!apikey.empty()) {
    token = apikey;
  } else {
    return std::unexpected(PrincipalFailure{PrincipalError::missing, "No API key found in request"});
  }

  auto claims = verify_cached(key, token);
  if (!claims) {
    auto error = claims.error() == JwtError::expired ? PrincipalError::expired
                                                     : PrincipalError::invalid_jwt;
    return std::unexpected(PrincipalFailure{error, std::string(to_string(claims.error()))});
  }
  Principal p;
  auto role = claim_string(*claims, "role");
  if (role == "anon") {
    p.role = Role::anon;
  } else if (role == "service_role") {
    p.role = Role::service_role;
  } else if (role == "authenticated") {
    if (!audience_is_authenticated(*claims)) {
      return std::unexpected(
          PrincipalFailure{PrincipalError::bad_audience, "invalid JWT: token has invalid audience"});
    }
    p.role = Role::authenticated;
    p.user_id = claim_string(*claims, "sub");
    if (p.user_id.empty()) {
      return std::unexpected(PrincipalFailure{PrincipalError::invalid_jwt, "invalid JWT: no subject"});
    }
  } else {
    return std::unexpected(PrincipalFailure{PrincipalError::unknown_role, "invalid JWT: unknown role"});
  }
  p.email = claim_string(*claims, "email");
  p.session_id = claim_string(*claims, "session_id");
  p.aal = claim_string(*claims, "aal");
  p.claims = std::move(*claims);
  return p;
}

}  // namespace emu::auth
