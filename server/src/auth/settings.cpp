// GET /auth/v1/settings: which sign-in methods this server offers (GoTrue's shape; the SPA
// reads /app-config.json instead, but tools and the admin screen may ask here).
#include "auth/handlers.hpp"

namespace emu::auth {

AuthResult<http::Response> settings(AuthCall& call) {
  const auto& cfg = call.ctx.config;
  boost::json::object external{{"anonymous_users", cfg.anonymous_signin},
                               {"apple", false},
                               {"azure", false},
                               {"email", true},
                               {"facebook", false},
                               {"github", false},
                               {"google", cfg.google_enabled()},
                               {"phone", false}};
  return json_ok({{"external", std::move(external)},
                  {"disable_signup", cfg.disable_signup},
                  {"mailer_autoconfirm", cfg.autoconfirm},
                  {"phone_autoconfirm", false},
                  {"sms_provider", ""},
                  {"saml_enabled", false}});
}

}  // namespace emu::auth
