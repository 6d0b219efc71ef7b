// The bytes of one outbox e-mail as an RFC 5322 message: multipart/alternative (text, then
// HTML), UTF-8, base64 bodies, an RFC 2047 subject. The Message-ID is derived from the outbox
// row id, so every delivery attempt of a row carries the same id and a receiver can tell a
// re-delivery after a crash from a new message.
#pragma once

#include <string>
#include <string_view>

namespace emu::mail {

struct MimeParts {
  std::string from;  // "Emu <no-reply@emu.hk>" or a bare address
  std::string to;
  std::string subject;
  std::string text;
  std::string html;
  std::string lang;        // en | zh
  std::string outbox_id;   // row id
  std::string email_type;  // e.g. quick-apply-confirmation
  std::string ics;         // a calendar attachment (invite.ics); empty: none
};

// "<outbox-id@domain of from>".
std::string message_id_for(std::string_view outbox_id, std::string_view from);
// The address inside "Name <addr>", or the whole text trimmed.
std::string address_of(std::string_view mailbox);
std::string build_mime(const MimeParts& parts);
std::string base64(std::string_view data);

}  // namespace emu::mail
