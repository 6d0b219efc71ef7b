// GET /auth/v1/verify (the e-mail link, no headers) and POST /auth/v1/verify (verifyOtp with
// token_hash, or with email + the 6-digit code of an admin-generated link), contract 2.3.
// type=sms|phone_change answer GoTrue's errors: no user has a phone number here. A link token is
// single use and expires after EMU_OTP_TTL. GET always answers 303: implicit flow -> tokens in the
// fragment; PKCE (pkce_ token) -> ?code=; failures ->
// #error=...&error_code=...&error_description=... (PKCE: in the query as well).
#include <algorithm>

#include "auth/anonymous.hpp"
#include "auth/clock.hpp"
#include "auth/email_otp.hpp"
#include "auth/flow_states.hpp"
#include "auth/handlers.hpp"
#include "auth/link_emails.hpp"
#include "auth/one_time_tokens.hpp"
#include "auth/rate_limit.hpp"
#include "auth/redirects.hpp"
#include "auth/sessions.hpp"
#include "auth/tokens.hpp"
#include "http/responses.hpp"

namespace emu::auth {
namespace {

AuthError link_expired() {
  return AuthError{AuthCode::otp_expired, "Email link is invalid or has expired", 0, {}};
}

// What following the link achieved, or why not. A refusal is a value so that consuming an
// expired token still commits.
struct Verified {
  std::optional<UserRow> user;
  LinkSpec spec{};
  std::optional<AuthError> refusal;
};

// Finds, consumes and applies the token: confirms the e-mail, or swaps in the new address.
AuthResult<Verified> apply_token(AuthCall& call, db::Connection& conn, const std::string& token,
                                 std::string_view type) {
  std::vector<LinkSpec> specs;
  if (type == "email") {  // the 6-digit-code type: sign-up confirmation or magic link
    specs = {link_spec(LinkKind::signup), link_spec(LinkKind::magiclink)};
  } else if (auto spec = link_spec_for_type(type)) {
    specs = {*spec};
  }
  for (const auto& spec : specs) {
    AUTH_TRY(row, find_one_time_token(conn, token_hash(token), spec.token_type));
    if (!row || !same_secret(row->token_hash, token_hash(token))) continue;
    AUTH_TRY(won, consume_one_time_token(conn, row->id));
    if (!won || expired(row->created_at, call.ctx.config.otp_ttl, Clock::now())) break;
    AUTH_TRY(user, find_user_by_id(conn, row->user_id));
    if (!user) break;
    if (spec.kind == LinkKind::email_change) {
      if (!user->email_change || *user->email_change != row->relates_to) break;
      AUTH_TRY(taken, email_taken(conn, row->relates_to, user->id));
      if (taken) {
        return Verified{std::nullopt, spec, email_exists().error()};
      }
      user->email = row->relates_to;
      user->email_change.reset();
      user->email_change_sent_at.reset();
    }
    if (!user->email_confirmed_at) user->email_confirmed_at = call.now;
    end_anonymity(*user);
    user->updated_at = call.now;
    AUTH_CHECK(save_user(conn, *user));
    AUTH_CHECK(sync_email_identity(conn, *user, call.now));
    return Verified{std::move(user), spec, std::nullopt};
  }
  return Verified{std::nullopt, {}, link_expired()};
}

std::string_view redirect_error_name(unsigned status) {
  switch (status) {
    case 401:
      return "unauthorized_client";
    case 403:
      return "access_denied";
    case 500:
      return "server_error";
    case 503:
      return "temporarily_unavailable";
    default:
      return "invalid_request";
  }
}

http::Response verify_error_redirect(const std::string& redirect, const AuthError& error,
                                     bool pkce) {
  UrlParams params{{"error", std::string(redirect_error_name(status_of(error)))},
                   {"error_code", std::string(to_string(error.code))},
                   {"error_description", error.message}};
  std::string target = pkce ? with_query(redirect, params) : redirect;
  params.emplace_back("sb", "");
  return http::redirect_response(http::bhttp::status::see_other, with_fragment(target, params));
}

}  // namespace

AuthResult<http::Response> verify_get(AuthCall& call) {
  auto redirect = requested_redirect(call);
  auto token = call.query("token").value_or("");
  auto type = call.query("type").value_or("");
  bool pkce = token.starts_with(kPkcePrefix);
  if (token.empty() || !link_spec_for_type(type)) {
    return verify_error_redirect(
        redirect,
        AuthError{AuthCode::validation_failed, "Verify requires a token and a valid type", 0, {}},
        pkce);
  }
  // The same per-IP count as POST /verify's route guard, taken here because a browser follows
  // this link: its refusal must be a redirect to the app, not the guard's JSON 429.
  if (auto limited = hit_rate_limit(*call.ctx.db, call.ctx.config.rate_verify_ip,
                                    "verify:ip:" + call.req.remote_ip, RateKind::request);
      !limited) {
    return verify_error_redirect(redirect, limited.error(), pkce);
  }

  struct Outcome {
    UrlParams params;  // ?code= or the implicit fragment
    std::optional<AuthError> refusal;
  };
  auto outcome = in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<Outcome> {
    AUTH_TRY(verified, apply_token(call, conn, token, type));
    if (verified.refusal) return Outcome{{}, verified.refusal};
    if (pkce) {
      AUTH_TRY(code, issue_auth_code(conn, verified.user->id, verified.spec.flow_method, call.now));
      if (!code) {
        return Outcome{
            {},
            AuthError{AuthCode::flow_state_not_found, "No PKCE flow state for this link", 422, {}}};
      }
      return Outcome{{{"code", *code}}, std::nullopt};
    }
    AUTH_TRY(session, start_session(call, conn, *verified.user, "otp"));
    auto text = [&](std::string_view k) {
      const auto& v = session.at(k);
      return v.is_string() ? std::string(v.as_string()) : std::to_string(v.as_int64());
    };
    return Outcome{{{"access_token", text("access_token")},
                    {"expires_at", text("expires_at")},
                    {"expires_in", text("expires_in")},
                    {"refresh_token", text("refresh_token")},
                    {"token_type", "bearer"},
                    {"type", type},
                    {"sb", ""}},
                   std::nullopt};
  });
  if (!outcome) return verify_error_redirect(redirect, outcome.error(), pkce);
  if (outcome->refusal) return verify_error_redirect(redirect, *outcome->refusal, pkce);
  if (pkce)
    return http::redirect_response(http::bhttp::status::see_other,
                                   with_query(redirect, outcome->params));
  return http::redirect_response(http::bhttp::status::see_other,
                                 with_fragment(redirect, outcome->params));
}

namespace {

// GoTrue's E.164 rule for phone numbers ("+" and spaces dropped first).
bool e164(std::string phone) {
  if (phone.starts_with('+')) phone.erase(0, 1);
  std::erase(phone, ' ');
  return phone.size() >= 2 && phone.size() <= 15 && phone.front() != '0' &&
         std::ranges::all_of(phone, [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

AuthResult<http::Response> verify_post(AuthCall& call) {
  AUTH_TRY(fields, string_fields(call.body,
                                 {"type", "token_hash", "email", "phone", "token", "redirect_to"}));
  auto& [type, token_hash_field, email, phone, code, redirect_field] = fields;
  auto given = [](const std::optional<std::string>& v) { return v && !v->empty(); };
  if (!given(type)) return fail(AuthCode::validation_failed, "Verify requires a verification type");
  if (given(code) == given(token_hash_field)) {
    return fail(AuthCode::validation_failed, "Verify requires either a token or a token hash");
  }
  bool phone_type = *type == "sms" || *type == "phone_change";
  std::string hashed;  // what the link carries as token=
  if (given(code)) {
    if (given(phone) && phone_type) {
      if (!e164(*phone)) {
        return fail(AuthCode::validation_failed, "Invalid phone number format (E.164 required)");
      }
    } else if (given(email)) {
      auto normalized = normalize_email(*email);
      if (!plausible_email(normalized)) {
        return fail(AuthCode::validation_failed, "Invalid email format", 422);
      }
      hashed = otp_token_hash(normalized, *code);
    } else {
      return fail(AuthCode::validation_failed,
                  "Only an email address or phone number should be provided on verify");
    }
  } else {
    if (given(email) || given(phone) || given(redirect_field)) {
      return fail(AuthCode::validation_failed, "Only the token_hash and type should be provided");
    }
    hashed = *token_hash_field;
  }
  if (!phone_type && *type != "email" && !link_spec_for_type(*type)) {
    return fail(AuthCode::validation_failed, "Unsupported verification type");
  }
  // No user has a phone number here (SMS is off), so no SMS code can match: GoTrue's answer
  // for a code nobody was sent.
  if (phone_type) return fail(AuthCode::otp_expired, "Token has expired or is invalid");
  struct Outcome {
    boost::json::object session;
    std::optional<AuthError> refusal;
  };
  AUTH_TRY(outcome, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<Outcome> {
             AUTH_TRY(verified, apply_token(call, conn, hashed, *type));
             if (verified.refusal) return Outcome{{}, verified.refusal};
             AUTH_TRY(session, start_session(call, conn, *verified.user, "otp"));
             return Outcome{std::move(session), std::nullopt};
           }));
  if (outcome.refusal) {
    auto error = *outcome.refusal;
    if (error.code == AuthCode::otp_expired) error.message = "Token has expired or is invalid";
    return std::unexpected(error);
  }
  return json_ok(outcome.session);
}

}  // namespace emu::auth
