// POST /auth/v1/token?grant_type=password|refresh_token|pkce (contract 2.3). This file holds
// the dispatch and the password grant; the other grants live in token_refresh.cpp and
// token_pkce.cpp; id_token and web3 answer GoTrue's "not enabled" errors (disabled_features.cpp).
#include "auth/bearer.hpp"
#include "auth/handlers.hpp"
#include "auth/password.hpp"
#include "auth/password_rules.hpp"
#include "auth/rate_limit.hpp"
#include "auth/sessions.hpp"

namespace emu::auth {
namespace {

AuthError invalid_credentials() {
  return AuthError{AuthCode::invalid_credentials, "Invalid login credentials", 0, {}};
}

AuthResult<http::Response> token_password_grant(AuthCall& call) {
  const auto& cfg = call.ctx.config;
  AUTH_TRY(fields, string_fields(call.body, {"email", "password", "phone"}));
  auto& [email_field, password_field, phone_field] = fields;
  std::string email = normalize_email(email_field.value_or(""));
  std::string password = password_field.value_or("");
  if (email.empty() && phone_field) {
    return fail(AuthCode::validation_failed, "Phone logins are not enabled");
  }
  if (email.empty() || password.empty()) return std::unexpected(invalid_credentials());

  // The per-client limit is declared on the route (auth_routes.cpp). Per e-mail *and* IP:
  // failures from one client must not lock the account's owner out on another.
  AUTH_CHECK(hit_rate_limit(*call.ctx.db, cfg.rate_signin_email,
                            "signin:email:" + email + "|" + call.req.remote_ip, RateKind::request));

  std::optional<UserRow> found;
  {
    AUTH_TRY(conn, call.ctx.db->acquire());
    AUTH_TRY(row, find_user_by_email(*conn, email));
    found = std::move(row);
  }  // the connection goes back before the transaction takes one
  // Unknown users and users without a password cost one hash too: equal timing.
  bool has_password = found && !found->encrypted_password.empty();
  bool ok =
      verify_password(has_password ? found->encrypted_password : dummy_password_hash(), password);
  if (!has_password || !ok) return std::unexpected(invalid_credentials());
  if (!found->email_confirmed_at) return fail(AuthCode::email_not_confirmed, "Email not confirmed");
  if (is_banned(*found)) return fail(AuthCode::user_banned, "User is banned");

  AUTH_TRY(session, in_transaction(*call.ctx.db, [&](db::Connection& c) {
             return start_session(call, c, *found, "password");
           }));
  auto reasons = weak_password_reasons(password, cfg.password_min_length);
  if (!reasons.empty()) {
    boost::json::array list;
    for (const auto& r : reasons) list.emplace_back(r);
    session["weak_password"] = {{"reasons", std::move(list)},
                                {"message", weak_password_message(cfg.password_min_length)}};
  }
  return json_ok(session);
}

}  // namespace

AuthResult<http::Response> token(AuthCall& call) {
  auto grant = call.query("grant_type").value_or("");
  if (grant == "password") return token_password_grant(call);
  if (grant == "refresh_token") return refresh_grant(call);
  if (grant == "pkce") return pkce_grant(call);
  if (grant == "id_token") return id_token_grant(call);
  if (grant == "web3") return web3_grant(call);
  return std::unexpected(invalid_credentials());
}

}  // namespace emu::auth
