// GET /auth/v1/reauthenticate (GoTrue's Reauthenticate, supabase-js reauthenticate()): e-mails
// the signed-in user a 6-digit nonce, in their language. PUT /user {password, nonce} spends
// it when secure password change is on. The nonce is stored like GoTrue's: the hash of the
// address and the code, single use, valid for EMU_OTP_TTL.
#include "auth/reauthenticate.hpp"

#include <spdlog/spdlog.h>

#include "auth/clock.hpp"
#include "auth/email_otp.hpp"
#include "auth/handlers.hpp"
#include "auth/one_time_tokens.hpp"
#include "auth/rate_limit.hpp"
#include "auth/sessions.hpp"
#include "auth/tokens.hpp"
#include "mail/identity_emails.hpp"
#include "mail/outbox.hpp"

namespace emu::auth {
namespace {

constexpr auto kRecentSignIn = std::chrono::hours(24);
constexpr std::string_view kInvalidNonce = "Nonce has expired or is invalid";

AuthResult<void> queue_nonce_email(AuthCall& call, db::Connection& conn, const UserRow& user,
                                   const std::string& nonce) {
  mail::IdentityEmailParams params{"", user.email, "", call.site_url(), "", nonce};
  if (auto it = user.user_metadata.find("name");
      it != user.user_metadata.end() && it->value().is_string()) {
    params.name = std::string(it->value().as_string());
  }
  auto lang = mail::lang_for(user.user_metadata);
  auto kind = mail::IdentityEmail::reauthentication;
  auto rendered = mail::render_identity_email(kind, lang, params);
  // The code itself stays out of params (the outbox is readable by operators).
  mail::OutboxEmail email{
      user.email,    std::nullopt,           std::string(mail::email_type(kind)),
      lang,          rendered.subject,       rendered.html,
      rendered.text, {{"user_id", user.id}}, std::nullopt};
  AUTH_CHECK(mail::enqueue_email(conn, email));
  if (call.ctx.config.smtp_url.empty()) {
    spdlog::info("auth: no SMTP configured; reauthentication code for {} queued", user.email);
  }
  return {};
}

}  // namespace

AuthResult<http::Response> reauthenticate(AuthCall& call) {
  std::string email;
  {
    AUTH_TRY(conn, call.ctx.db->acquire());
    AUTH_TRY(current, require_user(call, *conn));
    email = current.user.email;
    if (email.empty()) {
      return fail(AuthCode::validation_failed,
                  "Reauthentication requires the user to have an email or a phone number");
    }
    if (!current.user.email_confirmed_at) {
      return fail(AuthCode::email_not_confirmed, "Please verify your email first.", 422);
    }
  }
  AUTH_CHECK(hit_rate_limit(*call.ctx.db, call.ctx.config.rate_email_send, "email:" + email,
                            RateKind::email_send));
  AUTH_CHECK(in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<void> {
    AUTH_TRY(current, require_user(call, conn));
    auto nonce = new_email_otp();
    AUTH_CHECK(store_one_time_token(conn, current.user.id, kReauthenticationToken,
                                    token_hash(otp_token_hash(current.user.email, nonce)),
                                    current.user.email, call.now));
    return queue_nonce_email(call, conn, current.user, nonce);
  }));
  return json_ok(boost::json::object{});
}

AuthResult<bool> password_change_needs_nonce(AuthCall& call, db::Connection& conn,
                                             const CurrentUser& current) {
  if (!call.ctx.config.secure_password_change) return false;
  AUTH_TRY(session, find_session(conn, current.session_id));
  if (!session) return true;
  auto created = parse_utc(session->created_at);
  return !created || Clock::now() > *created + kRecentSignIn;
}

AuthResult<void> consume_reauthentication_nonce(AuthCall& call, db::Connection& conn,
                                                const UserRow& user,
                                                const std::optional<std::string>& nonce) {
  if (!nonce || nonce->empty()) {
    return fail(AuthCode::reauthentication_needed, "Password update requires reauthentication");
  }
  if (user.email.empty()) {
    return fail(AuthCode::reauthentication_not_valid,
                "Reauthentication requires an email or a phone number");
  }
  auto hash = token_hash(otp_token_hash(user.email, *nonce));
  AUTH_TRY(row, find_one_time_token(conn, hash, kReauthenticationToken));
  if (!row || row->user_id != user.id || !same_secret(row->token_hash, hash)) {
    return fail(AuthCode::reauthentication_not_valid, std::string(kInvalidNonce));
  }
  AUTH_TRY(won, consume_one_time_token(conn, row->id));
  if (!won || expired(row->created_at, call.ctx.config.otp_ttl, Clock::now())) {
    return fail(AuthCode::reauthentication_not_valid, std::string(kInvalidNonce));
  }
  return {};
}

}  // namespace emu::auth
