// POST /auth/v1/invite (GoTrue's Invite, auth.admin.inviteUserByEmail): creates the user
// without a password (or reuses an unconfirmed one), stamps invited_at and queues the invite
// e-mail in the recipient's language. The link confirms the address and signs the user in,
// who then chooses a password with PUT /user. A confirmed address is 422 email_exists.
#include "auth/admin_support.hpp"
#include "auth/bearer.hpp"
#include "auth/handlers.hpp"
#include "auth/link_emails.hpp"
#include "auth/rate_limit.hpp"
#include "common/ids.hpp"

namespace emu::auth {

AuthResult<http::Response> invite(AuthCall& call) {
  AUTH_TRY(email_field, string_field(call.body, "email"));
  AUTH_TRY(data, object_field(call.body, "data"));
  AUTH_TRY(email, validate_email(email_field.value_or("")));
  AUTH_CHECK(hit_rate_limit(*call.ctx.db, call.ctx.config.rate_email_send, "email:" + email,
                            RateKind::email_send));
  auto redirect = requested_redirect(call);
  AUTH_TRY(
      body,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
        AUTH_TRY(found, find_user_by_email(conn, email));
        UserRow user;
        if (found) {
          if (found->email_confirmed_at) {
            return email_exists();
          }
          user = std::move(*found);
        } else {
          NewUser fresh{.id = common::new_uuid(),
                        .email = email,
                        .user_metadata = data.value_or(boost::json::object{}),
                        .now = call.now};
          AUTH_TRY(inserted, insert_user(conn, fresh));
          user = std::move(inserted);
        }
        AUTH_CHECK(send_link(call, conn, user, LinkKind::invite, user.email, redirect, {}));
        user.updated_at = call.now;
        AUTH_CHECK(save_user(conn, user));
        AUTH_CHECK(
            audit(call, conn, call.actor, "admin.user.invite", user.id, {{"email", user.email}}));
        return user_object(conn, user);
      }));
  return json_ok(body);
}

}  // namespace emu::auth
