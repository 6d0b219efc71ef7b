#include "auth/auth_routes.hpp"

#include "auth/handlers.hpp"
#include "auth/oauth.hpp"

namespace emu::auth {

void register_auth_routes(http::Router& router, app::Context& ctx) {
  using http::bhttp::verb;
  auto add = [&](verb method, std::string_view path, Access access, EndpointFn fn) {
    router.add(method, "/auth/v1" + std::string(path), endpoint(ctx, access, fn));
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

  // No apikey: the browser navigates to these, or libraries fetch them bare.
  add(verb::get, "/.well-known/jwks.json", Access::open, jwks);
  add(verb::get, "/verify", Access::open, verify_get);

  // anon (apikey only)
  add(verb::get, "/settings", Access::apikey, settings);
  add(verb::post, "/signup", Access::apikey, signup);
  add(verb::post, "/token", Access::apikey, token);
  add(verb::post, "/recover", Access::apikey, recover);
  add(verb::post, "/resend", Access::apikey, resend);
  add(verb::post, "/otp", Access::apikey, otp);
  add(verb::post, "/verify", Access::apikey, verify_post);
  add(verb::post, "/sso", Access::apikey, sso_disabled);  // SAML is off (GoTrue's 404)
  add(verb::get, "/sso/saml/metadata", Access::open, sso_disabled);
  add(verb::post, "/sso/saml/acs", Access::open, sso_disabled);

  // user (Bearer access token, checked inside)
  add(verb::post, "/logout", Access::apikey, logout);
  add(verb::get, "/user", Access::apikey, get_user);
  add(verb::put, "/user", Access::apikey, update_user);
  add(verb::post, "/factors", Access::apikey, enroll_factor);
  add(verb::post, "/factors/:id/challenge", Access::apikey, challenge_factor);
  add(verb::post, "/factors/:id/verify", Access::apikey, verify_factor);
  add(verb::delete_, "/factors/:id", Access::apikey, unenroll_factor);
  add(verb::get, "/reauthenticate", Access::apikey, reauthenticate);

  // admin (service key or an admin's access token, checked inside)
  add(verb::get, "/admin/users", Access::apikey, admin_list_users);
  add(verb::post, "/admin/users", Access::apikey, admin_create_user);
  add(verb::get, "/admin/users/:id", Access::apikey, admin_get_user);
  add(verb::put, "/admin/users/:id", Access::apikey, admin_update_user);
  add(verb::delete_, "/admin/users/:id", Access::apikey, admin_delete_user);
  add(verb::get, "/admin/users/:id/factors", Access::apikey, admin_list_factors);
  add(verb::delete_, "/admin/users/:id/factors/:factor_id", Access::apikey, admin_delete_factor);
  add(verb::post, "/admin/generate_link", Access::apikey, admin_generate_link);
  add(verb::post, "/invite", Access::apikey, invite);

  // Google sign-in and identity linking (oauth.hpp). The browser navigates to /authorize and
  // the provider sends it to /callback, both without an apikey.
  add(verb::get, "/authorize", Access::open, oauth_authorize);
  add(verb::get, "/callback", Access::open, oauth_callback);
  router.add(verb::post, "/auth/v1/callback", oauth_callback_post(ctx));
  // Both behind the EMU_MANUAL_LINKING switch (manual_linking.cpp).
  add(verb::get, "/user/identities/authorize", Access::apikey, guarded_link_identity);
  add(verb::delete_, "/user/identities/:identity_id", Access::apikey, guarded_unlink_identity);
}

}  // namespace emu::auth
