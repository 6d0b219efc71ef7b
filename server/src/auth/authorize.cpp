// GET /auth/v1/authorize (signInWithOAuth) and GET /auth/v1/user/identities/authorize
// (linkIdentity), contract 2.3: store a flow state (the client's PKCE challenge, the
// allow-listed redirect, our own provider-side PKCE verifier and nonce, and for linking the
// user) and send the browser to the provider with state=<flow state id>.
#include <set>

#include "auth/bearer.hpp"
#include "auth/handlers.hpp"
#include "auth/link_emails.hpp"
#include "auth/oauth.hpp"
#include "auth/redirects.hpp"
#include "auth/sql.hpp"
#include "auth/tokens.hpp"
#include "common/ids.hpp"
#include "http/responses.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kInsertFlow = R"sql(
    INSERT INTO flow_states (id, user_id, auth_code_hash, code_challenge_method, code_challenge,
    provider_type, created_at, updated_at, authentication_method, redirect_to,
    provider_code_verifier, provider_nonce, link_user_id)
    VALUES ($1, NULL, $2, $3, $4, 'google', $5, $5, 'oauth', $6, $7, $8, $9))sql";

// Query parameters of ours; any other (options.queryParams) is passed on to the provider.
const std::set<std::string, std::less<>> kOwnParams{
    "provider",       "redirect_to",           "scopes",
    "code_challenge", "code_challenge_method", "skip_http_redirect"};

AuthResult<void> check_provider(AuthCall& call) {
  auto provider = call.query("provider").value_or("");
  if (provider.empty())
    return fail(AuthCode::validation_failed, "Unsupported provider: missing provider");
  if (provider != kGoogle) {
    return fail(AuthCode::validation_failed,
                "Unsupported provider: provider " + provider + " could not be found");
  }
  if (!call.ctx.config.google_enabled()) {
    return fail(AuthCode::validation_failed, "Unsupported provider: provider is not enabled");
  }
  return {};
}

// Stores the flow state and returns the provider URL the browser must visit.
AuthResult<std::string> start_flow(AuthCall& call, db::Connection& conn,
                                   const std::optional<std::string>& link_user_id) {
  boost::json::object pkce_params;
  if (auto c = call.query("code_challenge")) pkce_params["code_challenge"] = *c;
  if (auto m = call.query("code_challenge_method")) pkce_params["code_challenge_method"] = *m;
  AUTH_TRY(pkce, pkce_fields(pkce_params));
  // Implicit flow: no client challenge (the callback then answers tokens in the fragment).
  Pkce client = pkce.value_or(Pkce{"", "plain"});

  const auto& cfg = call.ctx.config;
  std::string id = common::new_uuid();
  std::string verifier = common::random_token(48);
  std::string nonce = common::random_token(24);
  AUTH_CHECK(exec(conn, kInsertFlow,
                  {id, token_hash(common::random_token(24)), client.method, client.challenge,
                   call.now, requested_redirect(call), verifier, nonce,
                   link_user_id ? db::Param(*link_user_id) : db::Param(nullptr)}));

  std::string scope = "openid email profile";
  if (auto extra = call.query("scopes"); extra && !extra->empty()) scope += " " + *extra;
  UrlParams params{{"response_type", "code"},
                   {"client_id", cfg.google_client_id},
                   {"redirect_uri", oauth_callback_url(call)},
                   {"scope", scope},
                   {"state", id},
                   {"nonce", nonce},
                   {"code_challenge", s256_challenge(verifier)},
                   {"code_challenge_method", "S256"}};
  // options.queryParams (access_type, prompt, login_hint, ...) go to the provider as they are.
  std::string_view query = call.req.query;
  while (!query.empty()) {
    auto amp = query.find('&');
    auto pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view{} : query.substr(amp + 1);
    auto name = std::string(pair.substr(0, pair.find('=')));
    if (name.empty() || kOwnParams.contains(name)) continue;
    bool known = false;
    for (const auto& [k, v] : params) known = known || k == name;
    if (auto value = call.query(name); value && !known) params.emplace_back(name, *value);
  }
  return with_query(cfg.google_auth_url, params);
}

}  // namespace

OidcProvider google_provider(const runtime::Config& config) {
  return OidcProvider{config.google_client_id, config.google_client_secret,
                      config.google_issuer,    config.google_token_url,
                      config.google_jwks_url,  std::chrono::seconds(10)};
}

std::string oauth_callback_url(const AuthCall& call) {
  return call.site_url() + "/auth/v1/callback";
}

AuthResult<http::Response> oauth_authorize(AuthCall& call) {
  AUTH_CHECK(check_provider(call));
  AUTH_TRY(url, in_transaction(*call.ctx.db, [&](db::Connection& conn) {
             return start_flow(call, conn, std::nullopt);
           }));
  return http::redirect_response(http::bhttp::status::found, url);
}

AuthResult<http::Response> link_identity_authorize(AuthCall& call) {
  AUTH_TRY(url, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<std::string> {
             AUTH_TRY(current, require_user(call, conn));
             AUTH_CHECK(check_provider(call));
             return start_flow(call, conn, current.user.id);
           }));
  if (call.query("skip_http_redirect").value_or("") == "true") return json_ok({{"url", url}});
  return http::redirect_response(http::bhttp::status::found, url);
}

}  // namespace emu::auth
