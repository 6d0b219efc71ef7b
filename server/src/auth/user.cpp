// GET /auth/v1/user and PUT /auth/v1/user (contract 2.3): the signed-in user, and the changes
// a user may make: metadata (merged per key, null deletes), password (ends the other
// sessions and voids pending links), e-mail (takes effect after the link to the new address).
#include "auth/anonymous.hpp"
#include "auth/bearer.hpp"
#include "auth/factors.hpp"
#include "auth/handlers.hpp"
#include "auth/link_emails.hpp"
#include "auth/one_time_tokens.hpp"
#include "auth/password.hpp"
#include "auth/password_rules.hpp"
#include "auth/rate_limit.hpp"
#include "auth/reauthenticate.hpp"
#include "auth/roles.hpp"
#include "auth/sessions.hpp"
#include "auth/user_json.hpp"

namespace emu::auth {
namespace {

struct UserUpdate {
  std::optional<std::string> email;
  std::optional<std::string> password;
  std::optional<boost::json::object> data;
  std::optional<boost::json::object> app_metadata;
  std::optional<Pkce> pkce;
  std::optional<std::string> nonce;  // from GET /reauthenticate
  bool phone = false;                // a phone number was given (SMS is off; only counted)
};

AuthResult<UserUpdate> read_update(const AuthCall& call) {
  UserUpdate u;
  AUTH_TRY(email, string_field(call.body, "email"));
  AUTH_TRY(password, string_field(call.body, "password"));
  AUTH_TRY(data, object_field(call.body, "data"));
  AUTH_TRY(app, object_field(call.body, "app_metadata"));
  AUTH_TRY(pkce, pkce_fields(call.body));
  AUTH_TRY(nonce, string_field(call.body, "nonce"));
  AUTH_TRY(phone, string_field(call.body, "phone"));
  u.nonce = std::move(nonce);
  u.phone = phone && !phone->empty();
  if (email && !email->empty()) {
    u.email = normalize_email(*email);
    if (!plausible_email(*u.email)) {
      return fail(AuthCode::validation_failed, "Unable to validate email address: invalid format");
    }
  }
  if (password) {
    AUTH_CHECK(check_password_strength(*password, call.ctx.config.password_min_length));
    u.password = *password;
  }
  u.data = std::move(data);
  u.app_metadata = std::move(app);
  u.pkce = std::move(pkce);
  return u;
}

AuthResult<boost::json::object> user_with_factors(db::Connection& conn, const UserRow& user) {
  AUTH_TRY(identities, identities_of(conn, user.id));
  auto object = user_json(user, identities);
  AUTH_CHECK(add_factors(conn, object, user.id));
  return object;
}

}  // namespace

AuthResult<http::Response> get_user(AuthCall& call) {
  AUTH_TRY(conn, call.ctx.db->acquire());
  AUTH_TRY(current, require_user(call, *conn));
  AUTH_TRY(body, user_with_factors(*conn, current.user));
  return json_ok(body);
}

AuthResult<http::Response> update_user(AuthCall& call) {
  AUTH_TRY(update, read_update(call));
  // Slow work first, outside the transaction: the same-password check and the new hash.
  std::optional<std::string> new_hash;
  std::string user_id;
  bool needs_nonce = false;
  {
    AUTH_TRY(conn, call.ctx.db->acquire());
    AUTH_TRY(current, require_user(call, *conn));
    user_id = current.user.id;
    if (update.app_metadata) {
      AUTH_TRY(admin, has_admin_role(*conn, user_id));
      if (!admin)
        return fail(AuthCode::not_admin, "Updating app_metadata requires admin privileges");
    }
    if (current.user.is_anonymous && update.password && !update.email && !update.phone) {
      return fail(AuthCode::validation_failed,
                  "Updating password of an anonymous user without an email or phone is not "
                  "allowed",
                  422);
    }
    if (update.password) {
      AUTH_TRY(needed, password_change_needs_nonce(call, *conn, current));
      needs_nonce = needed;
      if (needs_nonce && (!update.nonce || update.nonce->empty())) {
        return fail(AuthCode::reauthentication_needed, "Password update requires reauthentication");
      }
      if (needs_nonce) {  // a 6-digit nonce: guesses count like other code verifications
        AUTH_CHECK(hit_rate_limit(*call.ctx.db, call.ctx.config.rate_verify_ip,
                                  "verify:ip:" + call.req.remote_ip, RateKind::request));
      }
      if (!current.user.encrypted_password.empty() &&
          verify_password(current.user.encrypted_password, *update.password)) {
        return fail(AuthCode::same_password,
                    "New password should be different from the old password.");
      }
      new_hash = hash_password(*update.password);
    }
    if (update.email && *update.email != current.user.email) {
      AUTH_CHECK(hit_rate_limit(*call.ctx.db, call.ctx.config.rate_email_send,
                                "email:" + *update.email, RateKind::email_send));
    }
  }
  auto redirect = requested_redirect(call);

  AUTH_TRY(
      body,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
        AUTH_TRY(current, require_user(call, conn));
        auto& user = current.user;
        if (update.data) merge_metadata(user.user_metadata, *update.data);
        if (update.app_metadata) merge_metadata(user.app_metadata, *update.app_metadata);
        if (new_hash) {
          if (needs_nonce)
            AUTH_CHECK(consume_reauthentication_nonce(call, conn, user, update.nonce));
          user.encrypted_password = *new_hash;
          AUTH_CHECK(end_sessions(conn, user.id, LogoutScope::others, current.session_id));
          AUTH_CHECK(delete_one_time_tokens(conn, user.id));
        }
        if (update.email && *update.email != user.email) {
          AUTH_TRY(taken, email_taken(conn, *update.email, user.id));
          if (taken) return email_exists();
          user.email_change = *update.email;
          if (user.is_anonymous && call.ctx.config.autoconfirm) {
            // GoTrue: an anonymous user adding an address with autoconfirm on is like a
            // sign-up, confirmed at once (a permanent user always confirms by link).
            user.email = *update.email;
            user.email_change.reset();
            user.email_confirmed_at = call.now;
            end_anonymity(user);
            AUTH_CHECK(save_user(conn, user));
            AUTH_CHECK(sync_email_identity(conn, user, call.now));
          } else {
            AUTH_CHECK(send_link(call, conn, user, LinkKind::email_change, *update.email, redirect,
                                 update.pkce));
          }
        }
        user.updated_at = call.now;
        AUTH_CHECK(save_user(conn, user));
        return user_with_factors(conn, user);
      }));
  return json_ok(body);
}

}  // namespace emu::auth
