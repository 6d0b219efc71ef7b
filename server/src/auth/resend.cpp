// POST /auth/v1/resend and POST /auth/v1/otp (contract 2.3), kept small: resend repeats the
// sign-up confirmation or the pending e-mail-change link; otp sends a magic link (or, for a
// new address when create_user allows it, creates the user and sends the confirmation).
// Both answer 200 {} whether or not a mail went out (otp with create_user false included).
#include "auth/handlers.hpp"
#include "auth/link_emails.hpp"
#include "auth/rate_limit.hpp"
#include "common/ids.hpp"

namespace emu::auth {
namespace {

AuthResult<std::string> email_param(const AuthCall& call) {
  AUTH_TRY(field, string_field(call.body, "email"));
  auto email = normalize_email(field.value_or(""));
  if (email.empty() || !plausible_email(email)) {
    return fail(AuthCode::validation_failed, "A valid email address is required");
  }
  return email;
}

// Per address; the per-client limit is declared on the route (auth_routes.cpp).
AuthResult<void> limits(const AuthCall& call, const std::string& email) {
  const auto& cfg = call.ctx.config;
  return hit_rate_limit(*call.ctx.db, cfg.rate_email_send, "email:" + email, RateKind::email_send);
}

}  // namespace

AuthResult<http::Response> resend(AuthCall& call) {
  AUTH_TRY(type, string_field(call.body, "type"));
  if (!type || (*type != "signup" && *type != "email_change")) {
    return fail(AuthCode::validation_failed, "Missing one of these types: signup, email_change");
  }
  AUTH_TRY(email, email_param(call));
  AUTH_TRY(pkce, pkce_fields(call.body));
  AUTH_CHECK(limits(call, email));
  auto redirect = requested_redirect(call);
  AUTH_CHECK(in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<bool> {
    AUTH_TRY(user, find_user_by_email(conn, email));
    if (!user) return false;
    if (*type == "signup" && !user->email_confirmed_at) {
      AUTH_CHECK(send_link(call, conn, *user, LinkKind::signup, user->email, redirect, pkce));
    } else if (*type == "email_change" && user->email_change) {
      AUTH_CHECK(send_link(call, conn, *user, LinkKind::email_change, *user->email_change, redirect,
                           pkce));
    } else {
      return false;
    }
    AUTH_CHECK(save_user(conn, *user));
    return true;
  }));
  return json_ok(boost::json::object{});
}

AuthResult<http::Response> otp(AuthCall& call) {
  AUTH_TRY(email, email_param(call));
  AUTH_TRY(data, object_field(call.body, "data"));
  AUTH_TRY(create_user, bool_field(call.body, "create_user"));
  AUTH_TRY(pkce, pkce_fields(call.body));
  AUTH_CHECK(limits(call, email));
  auto redirect = requested_redirect(call);
  AUTH_CHECK(in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<bool> {
    AUTH_TRY(existing, find_user_by_email(conn, email));
    if (existing) {
      auto kind = existing->email_confirmed_at ? LinkKind::magiclink : LinkKind::signup;
      AUTH_CHECK(send_link(call, conn, *existing, kind, existing->email, redirect, pkce));
      AUTH_CHECK(save_user(conn, *existing));
      return true;
    }
    // Unknown address and no sign-up wanted: the same 200 {} as for a known one, so the
    // endpoint does not tell which addresses have accounts (issue 27; GoTrue answers 422
    // otp_disabled here, which enumerates them).
    if (!create_user.value_or(true)) return false;
    if (call.ctx.config.disable_signup) {
      return fail(AuthCode::signup_disabled, "Signups not allowed for this instance");
    }
    NewUser fresh{.id = common::new_uuid(),
                  .email = email,
                  .user_metadata = data.value_or(boost::json::object{}),
                  .now = call.now};
    AUTH_TRY(user, insert_user(conn, fresh));
    AUTH_CHECK(send_link(call, conn, user, LinkKind::signup, user.email, redirect, pkce));
    AUTH_CHECK(save_user(conn, user));
    return true;
  }));
  return json_ok(boost::json::object{});
}

}  // namespace emu::auth
