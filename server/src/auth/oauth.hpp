// Google sign-in and identity linking (contract 2.3, 2.4): GET /authorize and
// GET /user/identities/authorize (authorize.cpp) store a flow state and send the browser to the
// provider; GET|POST /callback (callback.cpp) verifies the provider's answer and signs in or
// links; DELETE /user/identities/{identity_id} (identities.cpp) unlinks.
#pragma once

#include "auth/endpoint.hpp"
#include "auth/oidc_client.hpp"
#include "http/router.hpp"

namespace emu::auth {

AuthResult<http::Response> oauth_authorize(AuthCall& call);          // authorize.cpp
AuthResult<http::Response> link_identity_authorize(AuthCall& call);  // authorize.cpp
AuthResult<http::Response> oauth_callback(AuthCall& call);           // callback.cpp
// POST /callback (response_mode=form_post): the parameters come form-encoded in the body.
AuthResult<http::Response> oauth_callback_post(AuthCall& call);  // callback.cpp (form_post)
AuthResult<http::Response> unlink_identity(AuthCall& call);      // identities.cpp

inline constexpr std::string_view kGoogle = "google";

OidcProvider google_provider(const runtime::Config& config);
// The provider tokens an OAuth flow state keeps for the PKCE exchange (both empty for e-mail
// flows): POST /token?grant_type=pkce answers them as provider_token/provider_refresh_token.
db::Result<ProviderTokens> flow_provider_tokens(db::Connection& conn, const std::string& flow_id);
// Adds provider_token / provider_refresh_token to a Session JSON when present.
void add_provider_tokens(boost::json::object& session, const ProviderTokens& tokens);

// <site>/auth/v1/callback: the redirect_uri registered with the provider.
std::string oauth_callback_url(const AuthCall& call);

}  // namespace emu::auth
