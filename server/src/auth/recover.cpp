// POST /auth/v1/recover (contract 2.3): queues a password-recovery link and always answers
// 200 {} (also for unknown e-mails, so the answer reveals no account). The link ends at
// redirect_to (e.g. <site>/merchant/reset-password?type=recovery), with ?code= for PKCE.
#include "auth/handlers.hpp"
#include "auth/link_emails.hpp"
#include "auth/rate_limit.hpp"

namespace emu::auth {

AuthResult<http::Response> recover(AuthCall& call) {
  const auto& cfg = call.ctx.config;
  AUTH_TRY(email_field, string_field(call.body, "email"));
  AUTH_TRY(pkce, pkce_fields(call.body));
  auto email = normalize_email(email_field.value_or(""));
  if (email.empty())
    return fail(AuthCode::validation_failed, "Password recovery requires an email");
  if (!plausible_email(email)) {
    return fail(AuthCode::validation_failed, "Unable to validate email address: invalid format");
  }
  // Counted for unknown addresses too, on the key resend and otp share (sign-ups count apart):
  // a 429 must not tell which addresses exist. The per-client limit is on the route.
  AUTH_CHECK(
      hit_rate_limit(*call.ctx.db, cfg.rate_email_send, "email:" + email, RateKind::email_send));
  auto redirect = requested_redirect(call);
  AUTH_CHECK(in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<bool> {
    AUTH_TRY(user, find_user_by_email(conn, email));
    if (!user) return false;
    AUTH_CHECK(send_link(call, conn, *user, LinkKind::recovery, user->email, redirect, pkce));
    AUTH_CHECK(save_user(conn, *user));
    return true;
  }));
  return json_ok(boost::json::object{});
}

}  // namespace emu::auth
