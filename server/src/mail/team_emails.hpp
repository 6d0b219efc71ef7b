// The team invitation (salon-day.md C.1, issue 28): to the invited address, both languages (the
// recipient's first), with the shop, the role, who invited them, when the one-use link expires
// (Hong Kong time) and the link itself, /invitations/accept?token=… on the site.
#pragma once

#include <string>
#include <string_view>

#include "domain/messages.hpp"
#include "mail/outbox.hpp"

namespace emu::mail {

struct InvitationMail {
  std::string member_id;
  std::string shop_id, shop_name, shop_name_zh;
  std::string role;        // manager | staff
  std::string staff_name;  // the staff member the invitee will be ("" when none)
  std::string inviter_email;
  std::string expires_at;  // UTC RFC 3339
  std::string token;       // the one-use token (only its hash is stored)
};

// email_type "team-invitation"; no dedupe key: each invitation (a re-sent one too) has its own
// token and is queued once, in the transaction that stores the token's hash.
OutboxEmail team_invitation(domain::Lang lang, const std::string& to, const InvitationMail& mail,
                            std::string_view site_url);

}  // namespace emu::mail
