#include "auth/auth_routes.hpp"

#include "auth/handlers.hpp"
#include "auth/oauth.hpp"

namespace emu::auth {
namespace {

bool password_grant(const http::Request& req) {
  return query_param(req.query, "grant_type").value_or("") == "password";
}

}  // namespace

void register_auth_routes(http::Router& router, runtime::Context& ctx) {
  using http::bhttp::verb;
  using runtime::Config;
  using runtime::Guard;
  using runtime::RateLimit;
  auto add = [&](verb method, std::string_view path, runtime::Route route, EndpointFn fn) {
    router.add(method, "/auth/v1" + std::string(path),
               runtime::endpoint<AuthFamily>(ctx, route, fn));
  };
  router.set_error_renderer("/auth/", [](http::ErrorCode code, std::string_view message) {
    switch (code) {
      case http::ErrorCode::invalid_json:
        return auth_error_response({AuthCode::bad_json, std::string(message), 400, {}});
      case http::ErrorCode::not_found:
        return auth_error_response({AuthCode::not_found, std::string(message), 404, {}});
      default:
        return auth_error_response({AuthCode::unexpected_failure, std::string(message), 0, {}});
    }
  });
  // Per-client limits (EMU_RATE_*), counted before the handler runs. Three kinds stay with
  // their handlers because a route guard cannot express them:
  //  - the per-address limits (sign-in per e-mail, e-mail sends per address): their key is an
  //    address the handler normalizes from the body or reads from the user's row, and an
  //    e-mail send counts only when a message is actually queued;
  //  - GET /verify's per-IP limit: a browser follows that link, so its refusal is a redirect
  //    to the app carrying the error, not the JSON 429 the guard answers (verify.cpp);
  //  - PUT /user's reauthentication nonce guesses, which count only wrong nonces (user.cpp).
  const RateLimit signin{&Config::rate_signin_ip, "signin:ip:", password_grant};
  const RateLimit signup_ip{&Config::rate_signup_ip, "signup:ip:"};
  const RateLimit recover_ip{&Config::rate_recover_ip, "recover:ip:"};
  const RateLimit verify_ip{&Config::rate_verify_ip, "verify:ip:"};
  const RateLimit mfa_verify_ip{&Config::rate_verify_ip, "mfa-verify:ip:"};

  // open: the browser navigates to these, or libraries fetch them bare (contract 1.3).
  add(verb::get, "/.well-known/jwks.json", {Guard::open}, jwks);
  add(verb::get, "/verify", {Guard::open}, verify_get);
  // Google sign-in: the browser goes to /authorize, the provider sends it to /callback.
  add(verb::get, "/authorize", {Guard::open}, oauth_authorize);
  add(verb::get, "/callback", {Guard::open}, oauth_callback);
  add(verb::post, "/callback", {Guard::open, {}, true}, oauth_callback_post);  // form_post

  // apikey: the anon or service key in the apikey header.
  add(verb::get, "/settings", {Guard::apikey}, settings);
  add(verb::post, "/signup", {Guard::apikey, signup_ip}, signup);
  add(verb::post, "/token", {Guard::apikey, signin}, token);
  add(verb::post, "/recover", {Guard::apikey, recover_ip}, recover);
  add(verb::post, "/resend", {Guard::apikey, recover_ip}, resend);
  add(verb::post, "/otp", {Guard::apikey, recover_ip}, otp);
  add(verb::post, "/verify", {Guard::apikey, verify_ip}, verify_post);
  add(verb::post, "/sso", {Guard::apikey}, sso_disabled);  // SAML is off (GoTrue's 404)
  add(verb::get, "/sso/saml/metadata", {Guard::open}, sso_disabled);
  add(verb::post, "/sso/saml/acs", {Guard::open}, sso_disabled);

  // user: the apikey and a signed-in user's Bearer token.
  add(verb::post, "/logout", {Guard::user}, logout);
  add(verb::get, "/user", {Guard::user}, get_user);
  add(verb::put, "/user", {Guard::user}, update_user);
  add(verb::post, "/factors", {Guard::user}, enroll_factor);
  add(verb::post, "/factors/:id/challenge", {Guard::user}, challenge_factor);
  add(verb::post, "/factors/:id/verify", {Guard::user, mfa_verify_ip}, verify_factor);
  add(verb::delete_, "/factors/:id", {Guard::user}, unenroll_factor);
  add(verb::get, "/reauthenticate", {Guard::user}, reauthenticate);
  // Both behind the EMU_MANUAL_LINKING switch (manual_linking.cpp).
  add(verb::get, "/user/identities/authorize", {Guard::user}, guarded_link_identity);
  add(verb::delete_, "/user/identities/:identity_id", {Guard::user}, guarded_unlink_identity);

  // admin: the apikey and the service key or an admin's Bearer token (roles read fresh).
  add(verb::get, "/admin/users", {Guard::admin}, admin_list_users);
  add(verb::post, "/admin/users", {Guard::admin}, admin_create_user);
  add(verb::get, "/admin/users/:id", {Guard::admin}, admin_get_user);
  add(verb::put, "/admin/users/:id", {Guard::admin}, admin_update_user);
  add(verb::delete_, "/admin/users/:id", {Guard::admin}, admin_delete_user);
  add(verb::get, "/admin/users/:id/factors", {Guard::admin}, admin_list_factors);
  add(verb::delete_, "/admin/users/:id/factors/:factor_id", {Guard::admin}, admin_delete_factor);
  add(verb::post, "/admin/generate_link", {Guard::admin}, admin_generate_link);
  add(verb::post, "/invite", {Guard::admin}, invite);
}

}  // namespace emu::auth
