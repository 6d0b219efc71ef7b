// The e-mail links of /auth/v1: confirm sign-up, recovery, magic link and e-mail change.
// Sending one stores a fresh single-use token (hashed), a PKCE flow state when the client
// sent a code challenge, and an outbox row in the caller's transaction; without SMTP the
// link is also logged so a newcomer can follow it locally.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "auth/endpoint.hpp"
#include "auth/params.hpp"
#include "auth/users_repo.hpp"

namespace emu::auth {

enum class LinkKind { signup, recovery, magiclink, email_change, invite };

struct LinkSpec {
  LinkKind kind;
  std::string_view verify_type;  // the link's type= (signup, recovery, ...)
  std::string_view token_type;   // one_time_tokens.token_type
  std::string_view flow_method;  // flow_states.authentication_method and the amr method
};

const LinkSpec& link_spec(LinkKind kind);
// The verify types of contract 2.3 (an invite confirms like a sign-up); nullopt for others.
std::optional<LinkSpec> link_spec_for_type(std::string_view verify_type);

// Stores `token` (hashed) as the user's live link of that kind, a PKCE flow state when asked,
// stamps the matching *_sent_at (invited_at too for an invite) and answers the
// /auth/v1/verify link. The caller saves the user row.
AuthResult<std::string> issue_link(AuthCall& call, db::Connection& conn, UserRow& user,
                                   LinkKind kind, const std::string& to, const std::string& token,
                                   const std::string& redirect_to, const std::optional<Pkce>& pkce);

// Sends the link to `to` (the new address for email_change) and stamps the matching
// *_sent_at on `user`; the caller saves the user row.
AuthResult<void> send_link(AuthCall& call, db::Connection& conn, UserRow& user, LinkKind kind,
                           const std::string& to, const std::string& redirect_to,
                           const std::optional<Pkce>& pkce);

// redirect_to from the query, checked against the allow-list (falls back to the site URL).
std::string requested_redirect(const AuthCall& call);

}  // namespace emu::auth
