// POST /auth/v1/signup (contract 2.3): e-mail + password sign-up. With confirmation on (the
// default) a new user gets a confirmation link and the answer is the User without a session;
// EMU_AUTOCONFIRM=1 answers a Session at once. An already confirmed e-mail gets a stand-in
// user with no identities (nothing sent); an unconfirmed one gets the link again.
#include "auth/anonymous.hpp"
#include "auth/handlers.hpp"
#include "auth/link_emails.hpp"
#include "auth/password.hpp"
#include "auth/password_rules.hpp"
#include "auth/rate_limit.hpp"
#include "auth/sessions.hpp"
#include "auth/user_json.hpp"
#include "common/ids.hpp"

namespace emu::auth {
namespace {

struct SignupParams {
  std::string email;
  std::string password;
  boost::json::object data;
  std::optional<Pkce> pkce;
};

AuthResult<SignupParams> read_params(const AuthCall& call) {
  AUTH_TRY(email, string_field(call.body, "email"));
  AUTH_TRY(password, string_field(call.body, "password"));
  AUTH_TRY(data, object_field(call.body, "data"));
  AUTH_TRY(pkce, pkce_fields(call.body));
  if (!email || email->empty()) {
    return fail(AuthCode::validation_failed, "To signup, please provide your email");
  }
  auto normalized = normalize_email(*email);
  if (!plausible_email(normalized)) {
    return fail(AuthCode::validation_failed, "Unable to validate email address: invalid format");
  }
  if (!password || password->empty()) {
    return fail(AuthCode::validation_failed, "Signup requires a valid password");
  }
  AUTH_CHECK(check_password_strength(*password, call.ctx.config.password_min_length));
  return SignupParams{normalized, *password, data.value_or(boost::json::object{}), pkce};
}

AuthResult<boost::json::object> with_user(db::Connection& conn, const UserRow& user) {
  AUTH_TRY(identities, identities_of(conn, user.id));
  return user_json(user, identities);
}

}  // namespace

AuthResult<http::Response> signup(AuthCall& call) {
  const auto& cfg = call.ctx.config;
  AUTH_TRY(anonymous, wants_anonymous_signup(call));
  if (anonymous) return anonymous_signup(call);
  if (cfg.disable_signup)
    return fail(AuthCode::signup_disabled, "Signups not allowed for this instance");
  AUTH_TRY(params, read_params(call));
  if (!cfg.autoconfirm) {
    // A key of its own: only a sign-up makes an address known, so if its e-mails shared the
    // count of recover, resend and otp (which count every address alike, known or not), a
    // series of recovery requests would run out sooner for an address that exists.
    AUTH_CHECK(hit_rate_limit(*call.ctx.db, cfg.rate_email_send, "signup:email:" + params.email,
                              RateKind::email_send));
  }
  // Hashed before the transaction (it is slow) and for every path, so that the answer's
  // timing says nothing about whether the e-mail exists.
  auto hash = hash_password(params.password);
  auto redirect = requested_redirect(call);

  AUTH_TRY(body, in_transaction(
                     *call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
                       AUTH_TRY(existing, find_user_by_email(conn, params.email));
                       if (existing) {
                         if (cfg.autoconfirm)
                           return fail(AuthCode::user_already_exists, "User already registered");
                         if (existing->email_confirmed_at) {
                           return obfuscated_user_json(params.email, params.data, call.now);
                         }
                         AUTH_CHECK(send_link(call, conn, *existing, LinkKind::signup,
                                              existing->email, redirect, params.pkce));
                         existing->updated_at = call.now;
                         AUTH_CHECK(save_user(conn, *existing));
                         return with_user(conn, *existing);
                       }
                       NewUser fresh{common::new_uuid(), params.email, hash,    cfg.autoconfirm,
                                     params.data,        {},           call.now};
                       auto inserted = insert_user(conn, fresh);
                       if (!inserted && inserted.error().sqlstate == "23505") {
                         return fail(AuthCode::user_already_exists, "User already registered");
                       }
                       AUTH_TRY(user, std::move(inserted));
                       if (cfg.autoconfirm) return start_session(call, conn, user, "password");
                       AUTH_CHECK(send_link(call, conn, user, LinkKind::signup, user.email,
                                            redirect, params.pkce));
                       AUTH_CHECK(save_user(conn, user));
                       return with_user(conn, user);
                     }));
  return json_ok(body);
}

}  // namespace emu::auth
