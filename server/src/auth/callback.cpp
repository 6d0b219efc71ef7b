// GET|POST /auth/v1/callback?code=…&state=… (contract 2.3, 2.4): the provider sends the browser
// back here. We find the flow state named by `state`, exchange the code at the provider's token
// endpoint (with our provider-side PKCE verifier), verify the id_token, then sign in (identity,
// else the user with that verified e-mail, else a new confirmed user) or link the identity to
// the user who started linkIdentity. PKCE: 302 to redirect_to?code=<auth code>, which the
// client exchanges at POST /token?grant_type=pkce. Implicit: tokens in the fragment. Errors go
// to the redirect in the query and the fragment.
#include <spdlog/spdlog.h>

#include <boost/json/serialize.hpp>

#include "auth/bearer.hpp"
#include "auth/clock.hpp"
#include "auth/handlers.hpp"
#include "auth/oauth.hpp"
#include "auth/redirects.hpp"
#include "auth/roles.hpp"
#include "auth/sessions.hpp"
#include "auth/sql.hpp"
#include "auth/tokens.hpp"
#include "auth/user_json.hpp"
#include "common/ids.hpp"
#include "http/responses.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kProviderTokens = R"sql(
    SELECT provider_access_token, provider_refresh_token FROM flow_states
    WHERE id = $1)sql";

constexpr std::string_view kFlowById = R"sql(
    SELECT id, code_challenge, code_challenge_method, redirect_to, provider_code_verifier,
    provider_nonce, link_user_id, created_at FROM flow_states
    WHERE id = $1 AND provider_type = 'google' AND auth_code_issued_at IS NULL)sql";
constexpr std::string_view kIssueCode = R"sql(
    UPDATE flow_states SET user_id = $2, auth_code_hash = $3, auth_code_issued_at = $4,
    updated_at = $4, provider_access_token = $5, provider_refresh_token = $6
    WHERE id = $1 AND auth_code_issued_at IS NULL)sql";
constexpr std::string_view kDeleteFlow = R"sql(DELETE FROM flow_states WHERE id = $1)sql";
constexpr std::string_view kIdentityBySub = R"sql(
    SELECT id, user_id FROM identities WHERE provider = 'google' AND provider_id = $1)sql";
constexpr std::string_view kLinkedIdentity = R"sql(
    INSERT INTO identities (id, provider_id, user_id, identity_data, provider, email,
    last_sign_in_at, created_at, updated_at) VALUES ($1, $2, $3, $4, 'google', $5, $6, $6, $6))sql";
constexpr std::string_view kUpdateIdentity = R"sql(
    UPDATE identities SET identity_data = $2, email = $3, last_sign_in_at = $4, updated_at = $4
    WHERE id = $1)sql";
constexpr std::string_view kDropEmailIdentity = R"sql(
    DELETE FROM identities WHERE user_id = $1 AND provider = 'email')sql";

struct OAuthFlow {
  std::string id, code_challenge, code_challenge_method, redirect_to, verifier, nonce;
  std::optional<std::string> link_user_id;
  std::string created_at;
  [[nodiscard]] bool pkce() const { return !code_challenge.empty(); }
};

struct RedirectError {
  std::string error;  // OAuth error: invalid_request, access_denied, server_error, ...
  std::string code;   // GoTrue error code
  std::string description;
};

RedirectError from_auth_error(const AuthError& e) {
  std::string error = "invalid_request";
  switch (status_of(e)) {
    case 401:
      error = "unauthorized_client";
      break;
    case 403:
      error = "access_denied";
      break;
    case 500:
      error = "server_error";
      break;
    case 503:
      error = "temporarily_unavailable";
      break;
    default:
      break;
  }
  if (e.code == AuthCode::signup_disabled || e.code == AuthCode::user_banned) {
    error = "access_denied";
  }
  return {error, std::string(to_string(e.code)), e.message};
}

// Errors in the query and the fragment (contract 2.3), so both flows see them.
http::Response error_redirect(const std::string& redirect, const RedirectError& e) {
  UrlParams params{
      {"error", e.error}, {"error_code", e.code}, {"error_description", e.description}};
  std::string target = with_query(redirect, params);
  params.emplace_back("sb", "");
  return http::redirect_response(http::bhttp::status::found, with_fragment(target, params));
}

std::string claim(const boost::json::object& claims, std::string_view key) {
  auto it = claims.find(key);
  return it != claims.end() && it->value().is_string() ? std::string(it->value().as_string())
                                                       : std::string();
}

bool claim_true(const boost::json::object& claims, std::string_view key) {
  auto it = claims.find(key);
  if (it == claims.end()) return false;
  if (it->value().is_bool()) return it->value().as_bool();
  return it->value().is_string() && it->value().as_string() == "true";
}

// GoTrue's identity_data / user_metadata shape for an OpenID profile.
boost::json::object profile_of(const boost::json::object& claims, const std::string& email) {
  boost::json::object o{{"iss", claim(claims, "iss")},
                        {"sub", claim(claims, "sub")},
                        {"provider_id", claim(claims, "sub")},
                        {"email", email},
                        {"email_verified", true},
                        {"phone_verified", false}};
  if (auto name = claim(claims, "name"); !name.empty()) {
    o["name"] = name;
    o["full_name"] = name;
  }
  if (auto picture = claim(claims, "picture"); !picture.empty()) {
    o["picture"] = picture;
    o["avatar_url"] = picture;
  }
  return o;
}

AuthResult<std::optional<OAuthFlow>> find_flow(db::Connection& conn, const std::string& id) {
  AUTH_TRY(rows, exec(conn, kFlowById, {id}));
  if (rows.rows.empty()) return std::optional<OAuthFlow>();
  const auto& r = rows.rows[0];
  return OAuthFlow{cell_string(r[0]), cell_string(r[1]), cell_string(r[2]),   cell_string(r[3]),
                   cell_string(r[4]), cell_string(r[5]), cell_optional(r[6]), cell_string(r[7])};
}

struct Outcome {
  std::optional<http::Response> response;  // success
  std::optional<AuthError> refusal;
};

AuthError refusal(AuthCode code, std::string message, unsigned status = 0) {
  return AuthError{code, std::move(message), status, {}};
}

// Sign in or link inside one transaction; a refusal rolls nothing back that matters.
AuthResult<Outcome> finish(AuthCall& call, db::Connection& conn, const OAuthFlow& flow,
                           const boost::json::object& claims, const ProviderTokens& tokens) {
  const std::string sub = claim(claims, "sub");
  const std::string email = normalize_email(claim(claims, "email"));
  auto profile = profile_of(claims, email);
  auto data = boost::json::serialize(profile);

  AUTH_TRY(found_identity, exec(conn, kIdentityBySub, {sub}));
  std::optional<std::pair<std::string, std::string>> identity;  // (row id, user id)
  if (!found_identity.rows.empty()) {
    identity.emplace(cell_string(found_identity.rows[0][0]),
                     cell_string(found_identity.rows[0][1]));
  }

  std::optional<UserRow> user;
  if (flow.link_user_id) {
    if (identity && identity->second != *flow.link_user_id) {
      return Outcome{std::nullopt, refusal(AuthCode::identity_already_exists,
                                           "Identity is already linked to another user")};
    }
    AUTH_TRY(linked, find_user_by_id(conn, *flow.link_user_id));
    if (!linked)
      return Outcome{std::nullopt, refusal(AuthCode::user_not_found, "User not found", 404)};
    user = std::move(linked);
  } else if (identity) {
    AUTH_TRY(owner, find_user_by_id(conn, identity->second));
    if (!owner)
      return Outcome{std::nullopt, refusal(AuthCode::user_not_found, "User not found", 404)};
    user = std::move(owner);
  } else {
    AUTH_TRY(by_email, find_user_by_email(conn, email));
    if (by_email) {
      user = std::move(by_email);
      if (!user->email_confirmed_at) {
        // Someone signed up with this address without confirming it: Google proved the
        // address belongs to the person signing in now, so the unconfirmed password goes.
        user->email_confirmed_at = call.now;
        user->encrypted_password.clear();
        user->updated_at = call.now;
        AUTH_CHECK(save_user(conn, *user));
        AUTH_CHECK(sync_email_identity(conn, *user, call.now));
      }
    } else {
      if (call.ctx.config.disable_signup) {
        return Outcome{std::nullopt,
                       refusal(AuthCode::signup_disabled, "Signups not allowed for this instance")};
      }
      NewUser n{common::new_uuid(),
                email,
                std::nullopt,
                true,
                profile,
                {{"provider", kGoogle}, {"providers", boost::json::array{kGoogle}}},
                call.now};
      AUTH_TRY(created, insert_user(conn, n));
      AUTH_CHECK(exec(conn, kDropEmailIdentity, {created.id}));  // a Google-only account
      user = std::move(created);
    }
  }
  if (is_banned(*user))
    return Outcome{std::nullopt, refusal(AuthCode::user_banned, "User is banned")};

  if (identity) {
    AUTH_CHECK(exec(conn, kUpdateIdentity, {identity->first, data, email, call.now}));
  } else {
    AUTH_CHECK(
        exec(conn, kLinkedIdentity, {common::new_uuid(), sub, user->id, data, email, call.now}));
  }
  AUTH_TRY(identities, identities_of(conn, user->id));
  user->app_metadata = app_metadata_with_providers(user->app_metadata, identities);
  user->updated_at = call.now;
  AUTH_CHECK(save_user(conn, *user));
  AUTH_CHECK(ensure_roles(conn, call.ctx.config.admin_emails, user->id, user->email));

  if (flow.pkce()) {
    std::string code = common::new_uuid();
    AUTH_TRY(
        issued,
        exec(
            conn, kIssueCode,
            {flow.id, user->id, token_hash(code), call.now,
             tokens.access_token.empty() ? db::Param(nullptr) : db::Param(tokens.access_token),
             tokens.refresh_token.empty() ? db::Param(nullptr) : db::Param(tokens.refresh_token)}));
    if (issued.affected_rows == 0) {
      return Outcome{std::nullopt, refusal(AuthCode::flow_state_not_found,
                                           "invalid flow state, no valid flow state found")};
    }
    return Outcome{http::redirect_response(http::bhttp::status::found,
                                           with_query(flow.redirect_to, {{"code", code}})),
                   std::nullopt};
  }
  AUTH_CHECK(exec(conn, kDeleteFlow, {flow.id}));
  AUTH_TRY(session, start_session(call, conn, *user, "oauth"));
  auto text = [&](std::string_view k) {
    const auto& v = session.at(k);
    return v.is_string() ? std::string(v.as_string()) : std::to_string(v.as_int64());
  };
  UrlParams params{{"access_token", text("access_token")},
                   {"expires_at", text("expires_at")},
                   {"expires_in", text("expires_in")}};
  if (!tokens.access_token.empty()) params.emplace_back("provider_token", tokens.access_token);
  if (!tokens.refresh_token.empty()) {
    params.emplace_back("provider_refresh_token", tokens.refresh_token);
  }
  params.emplace_back("refresh_token", text("refresh_token"));
  params.emplace_back("token_type", "bearer");
  params.emplace_back("sb", "");
  return Outcome{
      http::redirect_response(http::bhttp::status::found, with_fragment(flow.redirect_to, params)),
      std::nullopt};
}

using ParamFn = std::function<std::optional<std::string>(std::string_view)>;

http::Response run_callback(AuthCall& call, const ParamFn& param) {
  const std::string site = call.site_url();
  auto state = param("state").value_or("");
  if (state.empty() || !is_uuid(state)) {
    return error_redirect(site,
                          {"invalid_request", "bad_oauth_state", "OAuth state parameter missing"});
  }
  auto flow =
      in_transaction(*call.ctx.db, [&](db::Connection& conn) { return find_flow(conn, state); });
  if (!flow) return error_redirect(site, from_auth_error(flow.error()));
  if (!*flow) {
    return error_redirect(site, {"invalid_request", "flow_state_not_found",
                                 "invalid flow state, no valid flow state found"});
  }
  const auto& f = **flow;
  const std::string redirect = f.redirect_to.empty() ? site : f.redirect_to;
  if (expired(f.created_at, call.ctx.config.flow_state_ttl, Clock::now())) {
    return error_redirect(redirect, {"invalid_request", "flow_state_expired",
                                     "invalid flow state, flow state has expired"});
  }
  if (auto provider_error = param("error"); provider_error && !provider_error->empty()) {
    return error_redirect(redirect, {*provider_error, "provider_error",
                                     param("error_description").value_or("Sign-in was cancelled")});
  }
  auto code = param("code").value_or("");
  if (code.empty()) {
    return error_redirect(
        redirect, {"invalid_request", "bad_oauth_callback", "OAuth callback without a code"});
  }

  auto provider = google_provider(call.ctx.config);
  auto tokens = exchange_code(provider, code, oauth_callback_url(call), f.verifier);
  if (!tokens) {
    spdlog::warn("auth: google code exchange failed: {}", tokens.error());
    return error_redirect(
        redirect, {"server_error", "unexpected_failure", "Unable to exchange external code"});
  }
  auto claims = verify_id_token(provider, tokens->id_token, f.nonce);
  if (!claims) {
    spdlog::warn("auth: google id_token refused: {}", claims.error());
    return error_redirect(redirect, {"invalid_request", "bad_oauth_callback",
                                     "Unable to verify the sign-in with the provider"});
  }
  if (claim(*claims, "email").empty() || !claim_true(*claims, "email_verified")) {
    return error_redirect(redirect, {"access_denied", "email_not_confirmed",
                                     "The provider did not confirm the e-mail address"});
  }

  auto outcome = in_transaction(
      *call.ctx.db, [&](db::Connection& conn) { return finish(call, conn, f, *claims, *tokens); });
  if (!outcome) return error_redirect(redirect, from_auth_error(outcome.error()));
  if (outcome->refusal) return error_redirect(redirect, from_auth_error(*outcome->refusal));
  return std::move(*outcome->response);
}

}  // namespace

db::Result<ProviderTokens> flow_provider_tokens(db::Connection& conn, const std::string& flow_id) {
  auto rows = exec(conn, kProviderTokens, {flow_id});
  if (!rows) return std::unexpected(rows.error());
  if (rows->rows.empty()) return ProviderTokens{};
  return ProviderTokens{"", cell_string(rows->rows[0][0]), cell_string(rows->rows[0][1])};
}

void add_provider_tokens(boost::json::object& session, const ProviderTokens& tokens) {
  if (!tokens.access_token.empty()) session["provider_token"] = tokens.access_token;
  if (!tokens.refresh_token.empty()) session["provider_refresh_token"] = tokens.refresh_token;
}

AuthResult<http::Response> oauth_callback(AuthCall& call) {
  return run_callback(call, [&](std::string_view name) { return call.query(name); });
}

AuthResult<http::Response> oauth_callback_post(AuthCall& call) {
  // response_mode=form_post: the provider's answer is a form body, the query a fallback.
  const std::string& form = call.req.raw.body();
  return run_callback(call, [&](std::string_view name) {
    auto v = query_param(form, name);
    return v ? v : call.query(name);
  });
}

}  // namespace emu::auth
