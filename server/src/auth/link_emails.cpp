#include "auth/link_emails.hpp"

#include <spdlog/spdlog.h>

#include <array>

#include "auth/flow_states.hpp"
#include "auth/one_time_tokens.hpp"
#include "auth/redirects.hpp"
#include "auth/tokens.hpp"
#include "mail/identity_emails.hpp"
#include "mail/outbox.hpp"

namespace emu::auth {
namespace {

constexpr std::array kSpecs{
    LinkSpec{LinkKind::signup, "signup", kConfirmationToken, "email/signup"},
    LinkSpec{LinkKind::recovery, "recovery", kRecoveryToken, "recovery"},
    LinkSpec{LinkKind::magiclink, "magiclink", kRecoveryToken, "magiclink"},
    LinkSpec{LinkKind::email_change, "email_change", kEmailChangeToken, "email_change"},
    LinkSpec{LinkKind::invite, "invite", kConfirmationToken, "invite"},
};

mail::IdentityEmail email_kind(LinkKind kind) {
  switch (kind) {
    case LinkKind::signup:
      return mail::IdentityEmail::confirm_signup;
    case LinkKind::recovery:
      return mail::IdentityEmail::recovery;
    case LinkKind::magiclink:
      return mail::IdentityEmail::magic_link;
    case LinkKind::email_change:
      return mail::IdentityEmail::email_change;
    case LinkKind::invite:
      return mail::IdentityEmail::invite;
  }
  return mail::IdentityEmail::confirm_signup;
}

}  // namespace

const LinkSpec& link_spec(LinkKind kind) { return kSpecs[static_cast<std::size_t>(kind)]; }

std::optional<LinkSpec> link_spec_for_type(std::string_view verify_type) {
  for (const auto& spec : kSpecs) {
    if (spec.verify_type == verify_type) return spec;
  }
  return std::nullopt;
}

std::string requested_redirect(const AuthCall& call) {
  return allowed_redirect(call.query("redirect_to").value_or(""), call.site_url(),
                          call.ctx.config.redirect_allow_list);
}

AuthResult<std::string> issue_link(AuthCall& call, db::Connection& conn, UserRow& user,
                                   LinkKind kind, const std::string& to, const std::string& token,
                                   const std::string& redirect_to,
                                   const std::optional<Pkce>& pkce) {
  const auto& spec = link_spec(kind);
  AUTH_CHECK(store_one_time_token(conn, user.id, spec.token_type, token_hash(token), to, call.now));
  if (pkce) {
    AUTH_CHECK(create_flow_state(conn, user.id, *pkce, spec.flow_method, redirect_to, call.now));
  }
  switch (kind) {
    case LinkKind::invite:
      user.invited_at = call.now;
      [[fallthrough]];
    case LinkKind::signup:
      user.confirmation_sent_at = call.now;
      break;
    case LinkKind::recovery:
    case LinkKind::magiclink:
      user.recovery_sent_at = call.now;
      break;
    case LinkKind::email_change:
      user.email_change_sent_at = call.now;
      break;
  }
  return call.site_url() + "/auth/v1/verify?" +
         encode_params({{"token", token},
                        {"type", std::string(spec.verify_type)},
                        {"redirect_to", redirect_to}});
}

AuthResult<void> send_link(AuthCall& call, db::Connection& conn, UserRow& user, LinkKind kind,
                           const std::string& to, const std::string& redirect_to,
                           const std::optional<Pkce>& pkce) {
  const auto& spec = link_spec(kind);
  AUTH_TRY(link, issue_link(call, conn, user, kind, to, new_link_token(pkce.has_value()),
                            redirect_to, pkce));

  mail::IdentityEmailParams params{link, user.email.empty() ? to : user.email, "", call.site_url(),
                                   user.email_change.value_or(to)};
  if (auto it = user.user_metadata.find("name");
      it != user.user_metadata.end() && it->value().is_string()) {
    params.name = std::string(it->value().as_string());
  }
  auto lang = mail::lang_for(user.user_metadata);
  auto rendered = mail::render_identity_email(email_kind(kind), lang, params);
  mail::OutboxEmail email{to,
                          std::nullopt,
                          std::string(mail::email_type(email_kind(kind))),
                          lang,
                          rendered.subject,
                          rendered.html,
                          rendered.text,
                          {{"link", link},
                           {"type", spec.verify_type},
                           {"redirect_to", redirect_to},
                           {"user_id", user.id}},
                          std::nullopt};
  AUTH_CHECK(mail::enqueue_email(conn, email));
  if (call.ctx.config.smtp_url.empty()) {
    spdlog::info("auth: no SMTP configured; {} e-mail for {} queued: {}", spec.verify_type, to,
                 link);
  }
  return {};
}

}  // namespace emu::auth
