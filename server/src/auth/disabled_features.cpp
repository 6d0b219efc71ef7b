// Sign-in methods Emu does not offer, answered with GoTrue's own errors for a server where
// they are switched off, so clients show the same message they would against Supabase:
// POST /token?grant_type=id_token (no ID-token provider is enabled), grant_type=web3, and
// SAML single sign-on (/sso, /sso/saml/*). Google sign-in itself is the redirect flow of
// oidc_client.cpp.
#include <boost/json/parse.hpp>

#include "auth/handlers.hpp"
#include "common/ids.hpp"

namespace emu::auth {
namespace {

// Go's %q for the plain strings these messages quote.
std::string go_quote(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out.push_back('\\');
    out.push_back(c);
  }
  return out + "\"";
}

AuthError provider_not_enabled(std::string_view issuer) {
  return AuthError{AuthCode::provider_disabled,
                   "Provider (issuer " + go_quote(issuer) + ") is not enabled",
                   0,
                   {}};
}

// The iss claim of an (unverified) JWT, for the providers whose issuer GoTrue reads from the
// token itself.
std::optional<std::string> token_issuer(std::string_view token) {
  auto first = token.find('.');
  auto second = token.find('.', first == std::string_view::npos ? first : first + 1);
  if (first == std::string_view::npos || second == std::string_view::npos) return std::nullopt;
  std::string payload;
  if (!common::base64url_decode(token.substr(first + 1, second - first - 1), payload)) {
    return std::nullopt;
  }
  boost::system::error_code ec;
  auto claims = boost::json::parse(payload, ec);
  if (ec || !claims.is_object()) return std::nullopt;
  const auto* iss = claims.as_object().if_contains("iss");
  if (iss == nullptr || !iss->is_string()) return std::nullopt;
  return std::string(iss->as_string());
}

// GoTrue's providers with a fixed issuer (token_oidc.go).
std::optional<std::string_view> fixed_issuer(std::string_view provider) {
  if (provider == "google") return "https://accounts.google.com";
  if (provider == "facebook") return "https://www.facebook.com";
  if (provider == "kakao") return "https://kauth.kakao.com";
  if (provider == "linkedin_oidc") return "https://www.linkedin.com/oauth";
  if (provider == "snapchat") return "https://accounts.snapchat.com/accounts/oauth2/token";
  if (provider == "vercel_marketplace") return "https://marketplace.vercel.com";
  return std::nullopt;
}

}  // namespace

AuthResult<http::Response> id_token_grant(AuthCall& call) {
  AUTH_TRY(fields, string_fields(call.body, {"id_token", "provider", "client_id", "issuer"}));
  auto& [id_token, provider_field, client_id, issuer_field] = fields;
  auto provider = provider_field.value_or("");
  auto issuer = issuer_field.value_or("");
  if (id_token.value_or("").empty())
    return fail(AuthCode::oauth_invalid_request, "id_token required");
  if (provider.empty() && (client_id.value_or("").empty() || issuer.empty())) {
    return fail(AuthCode::oauth_invalid_request, "provider or client_id and issuer required");
  }
  if (provider == "apple" || provider == "azure") {
    auto label = provider == "apple" ? std::string_view("Apple") : std::string_view("Azure");
    auto detected = token_issuer(*id_token);
    if (!detected) {
      return fail(AuthCode::validation_failed,
                  "Unable to detect issuer in ID token for " + std::string(label) + " provider");
    }
    if (!issuer.empty() && issuer != *detected) {
      return fail(AuthCode::validation_failed, "Provided issuer does not match ID token issuer");
    }
    return std::unexpected(provider_not_enabled(*detected));
  }
  if (auto fixed = fixed_issuer(provider)) return std::unexpected(provider_not_enabled(*fixed));
  for (auto name :
       {"google", "facebook", "kakao", "linkedin_oidc", "snapchat", "vercel_marketplace"}) {
    if (issuer == *fixed_issuer(name)) return std::unexpected(provider_not_enabled(issuer));
  }
  if (provider.starts_with("custom:")) {
    return fail(AuthCode::validation_failed, "Custom OAuth providers are disabled");
  }
  return fail(AuthCode::validation_failed,
              "Custom OIDC provider " + go_quote(provider) + " not allowed");
}

AuthResult<http::Response> web3_grant(AuthCall&) {
  return fail(AuthCode::web3_provider_disabled, "Web3 provider is disabled");
}

AuthResult<http::Response> sso_disabled(AuthCall&) {
  return fail(AuthCode::saml_provider_disabled, "SAML 2.0 is disabled");
}

}  // namespace emu::auth
