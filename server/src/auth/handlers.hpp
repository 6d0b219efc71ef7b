// Every /auth/v1 endpoint: blocking functions run on the worker pool by endpoint() (see
// endpoint.hpp). routes.cpp binds them to paths; one file per endpoint family.
#pragma once

#include "auth/endpoint.hpp"

namespace emu::auth {

AuthResult<http::Response> signup(AuthCall& call);             // signup.cpp
AuthResult<http::Response> token(AuthCall& call);              // token.cpp
AuthResult<http::Response> refresh_grant(AuthCall& call);      // token_refresh.cpp
AuthResult<http::Response> pkce_grant(AuthCall& call);         // token_pkce.cpp
AuthResult<http::Response> logout(AuthCall& call);             // logout.cpp
AuthResult<http::Response> get_user(AuthCall& call);           // user.cpp
AuthResult<http::Response> update_user(AuthCall& call);        // user.cpp
AuthResult<http::Response> recover(AuthCall& call);            // recover.cpp
AuthResult<http::Response> verify_get(AuthCall& call);         // verify.cpp
AuthResult<http::Response> verify_post(AuthCall& call);        // verify.cpp
AuthResult<http::Response> resend(AuthCall& call);             // resend.cpp
AuthResult<http::Response> otp(AuthCall& call);                // resend.cpp
AuthResult<http::Response> admin_list_users(AuthCall& call);   // admin_users.cpp
AuthResult<http::Response> admin_get_user(AuthCall& call);     // admin_users.cpp
AuthResult<http::Response> admin_update_user(AuthCall& call);  // admin_users.cpp
AuthResult<http::Response> admin_delete_user(AuthCall& call);  // admin_users.cpp
AuthResult<http::Response> admin_create_user(AuthCall& call);  // admin_users.cpp
AuthResult<http::Response> settings(AuthCall& call);           // settings.cpp
AuthResult<http::Response> jwks(AuthCall& call);               // jwks.cpp
AuthResult<http::Response> enroll_factor(AuthCall& call);      // factors.cpp
AuthResult<http::Response> challenge_factor(AuthCall& call);   // factors.cpp
AuthResult<http::Response> verify_factor(AuthCall& call);      // factors.cpp
AuthResult<http::Response> unenroll_factor(AuthCall& call);    // factors.cpp

// GoTrue parity (issue 17): invitations, admin links and factors, reauthentication, the
// manual-linking switch and the refusals for sign-in methods Emu does not offer.
AuthResult<http::Response> reauthenticate(AuthCall& call);           // reauthenticate.cpp
AuthResult<http::Response> invite(AuthCall& call);                   // invite.cpp
AuthResult<http::Response> admin_generate_link(AuthCall& call);      // generate_link.cpp
AuthResult<http::Response> admin_list_factors(AuthCall& call);       // admin_factors.cpp
AuthResult<http::Response> admin_delete_factor(AuthCall& call);      // admin_factors.cpp
AuthResult<http::Response> id_token_grant(AuthCall& call);           // disabled_features.cpp
AuthResult<http::Response> web3_grant(AuthCall& call);               // disabled_features.cpp
AuthResult<http::Response> sso_disabled(AuthCall& call);             // disabled_features.cpp
AuthResult<http::Response> guarded_link_identity(AuthCall& call);    // manual_linking.cpp
AuthResult<http::Response> guarded_unlink_identity(AuthCall& call);  // manual_linking.cpp

}  // namespace emu::auth
