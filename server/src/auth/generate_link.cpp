// POST /auth/v1/admin/generate_link (GoTrue's adminGenerateLink, auth.admin.generateLink):
// the link an e-mail would carry, handed to the admin instead of sent. Types signup,
// invite, magiclink, recovery, email_change_current, email_change_new. The answer is the
// User plus action_link, email_otp (6 digits), hashed_token, verification_type and
// redirect_to; the link, POST /verify {token_hash: hashed_token} and POST /verify {email,
// token: email_otp} all work once. A magic link for an unknown address becomes a sign-up.
#include "auth/admin_support.hpp"
#include "auth/bearer.hpp"
#include "auth/email_otp.hpp"
#include "auth/handlers.hpp"
#include "auth/link_emails.hpp"
#include "auth/password.hpp"
#include "auth/password_rules.hpp"
#include "auth/redirects.hpp"
#include "auth/user_json.hpp"
#include "common/ids.hpp"

namespace emu::auth {
namespace {

struct LinkRequest {
  std::string type;
  std::string email;
  std::optional<std::string> new_email;
  std::optional<std::string> password;
  boost::json::object data;
  std::string redirect_to;
};

AuthResult<LinkRequest> read_request(const AuthCall& call) {
  AUTH_TRY(fields, string_fields(call.body, {"type", "email", "new_email", "password"}));
  auto& [type, email, new_email, password] = fields;
  AUTH_TRY(data, object_field(call.body, "data"));
  AUTH_TRY(redirect, string_field(call.body, "redirect_to"));
  AUTH_TRY(address, validate_email(email.value_or("")));
  // redirect_to from the body when allowed, else the query's (auth-js sends it there), else
  // the site URL.
  std::string target =
      redirect ? allowed_redirect(*redirect, call.site_url(), call.ctx.config.redirect_allow_list)
               : requested_redirect(call);
  return LinkRequest{type.value_or(""),
                     std::move(address),
                     std::move(new_email),
                     std::move(password),
                     data.value_or(boost::json::object{}),
                     std::move(target)};
}

std::optional<LinkKind> kind_of(std::string_view type) {
  if (type == "signup") return LinkKind::signup;
  if (type == "invite") return LinkKind::invite;
  if (type == "magiclink") return LinkKind::magiclink;
  if (type == "recovery") return LinkKind::recovery;
  if (type == "email_change_new" || type == "email_change_current") return LinkKind::email_change;
  return std::nullopt;
}

struct Generated {
  boost::json::object user;
  std::string action_link;
};

}  // namespace

AuthResult<http::Response> admin_generate_link(AuthCall& call) {
  const auto& cfg = call.ctx.config;
  AUTH_TRY(req, read_request(call));
  std::optional<UserRow> existing;
  {
    AUTH_TRY(conn, call.ctx.db->acquire());
    AUTH_TRY(found, find_user_by_email(*conn, req.email));
    existing = std::move(found);
  }
  if (!existing) {
    if (req.type == "magiclink") {
      req.type = "signup";
      req.password = common::random_token(48);
    } else if (req.type == "recovery" || req.type == "email_change_current" ||
               req.type == "email_change_new") {
      return fail(AuthCode::user_not_found, "User with this email not found");
    }
  }
  auto kind = kind_of(req.type);
  if (!kind) {
    return fail(AuthCode::validation_failed,
                "Invalid email action link type requested: " + req.type);
  }
  // A new sign-up needs a password (hashed here, outside the transaction: it is slow).
  std::optional<std::string> hash;
  if (*kind == LinkKind::signup && !existing) {
    if (!req.password || req.password->empty()) {
      return fail(AuthCode::validation_failed, "Signup requires a valid password");
    }
    AUTH_CHECK(check_password_strength(*req.password, cfg.password_min_length));
    hash = hash_password(*req.password);
  }
  if (req.type == "email_change_current") {
    // Emu confirms an e-mail change at the new address only (no secure e-mail change).
    return fail(AuthCode::validation_failed,
                "Enable secure email change to generate link for current email");
  }
  if (*kind == LinkKind::email_change) {
    AUTH_TRY(address, validate_email(req.new_email.value_or("")));
    req.new_email = std::move(address);
  }

  auto otp = new_email_otp();
  auto hashed = otp_token_hash(req.email, otp);
  AUTH_TRY(
      generated, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<Generated> {
        AUTH_TRY(found, find_user_by_email(conn, req.email));
        bool creates = !found && (*kind == LinkKind::signup || *kind == LinkKind::invite);
        if (!found && !creates) {
          return fail(AuthCode::user_not_found, "User with this email not found");
        }
        if (found && (*kind == LinkKind::signup || *kind == LinkKind::invite) &&
            found->email_confirmed_at) {
          return email_exists();
        }
        UserRow user;
        if (creates) {
          if (*kind == LinkKind::signup && !hash) {
            return fail(AuthCode::validation_failed, "Signup requires a valid password");
          }
          NewUser fresh{common::new_uuid(), req.email, hash, false, req.data, {}, call.now};
          AUTH_TRY(inserted, insert_user(conn, fresh));
          user = std::move(inserted);
        } else {
          user = std::move(*found);
          if (*kind == LinkKind::signup) merge_metadata(user.user_metadata, req.data);
        }
        std::string to = user.email;
        std::string token = hashed;
        if (*kind == LinkKind::email_change) {
          AUTH_TRY(taken, email_taken(conn, *req.new_email, user.id));
          if (taken) return email_exists();
          user.email_change = *req.new_email;
          to = *req.new_email;
          token = otp_token_hash(*req.new_email, otp);  // the new address confirms the change
        }
        AUTH_TRY(link, issue_link(call, conn, user, *kind, to, token, req.redirect_to, {}));
        user.updated_at = call.now;
        AUTH_CHECK(save_user(conn, user));
        AUTH_CHECK(audit(call, conn, call.actor,
                         *kind == LinkKind::invite ? "admin.user.invite" : "admin.generate_link",
                         user.id, {{"email", user.email}, {"type", req.type}}));
        AUTH_TRY(object, user_object(conn, user));
        return Generated{std::move(object), std::move(link)};
      }));

  auto body = std::move(generated.user);
  body["action_link"] = generated.action_link;
  body["email_otp"] = otp;
  body["hashed_token"] =
      *kind == LinkKind::email_change ? otp_token_hash(*req.new_email, otp) : hashed;
  body["verification_type"] = req.type;
  body["redirect_to"] = req.redirect_to;
  return json_ok(body);
}

}  // namespace emu::auth
