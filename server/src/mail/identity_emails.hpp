// The identity e-mails of /auth/v1 (confirm sign-up, password recovery, e-mail change, magic
// link, invitation, and the reauthentication code) in English and Traditional Chinese, HTML and
// text, rendered with mustache. The marketplace templates live beside these (one file per family).
#pragma once

#include <boost/json/object.hpp>
#include <string>
#include <string_view>

namespace emu::mail {

enum class IdentityEmail {
  confirm_signup,
  recovery,
  email_change,
  magic_link,
  invite,
  reauthentication,  // a code to type, no link
};

struct IdentityEmailParams {
  std::string link;       // the /auth/v1/verify link
  std::string email;      // recipient
  std::string name;       // user_metadata.name, may be empty
  std::string site_url;   // shown in the footer
  std::string new_email;  // email_change only
  std::string code;       // reauthentication only (then link is empty)
};

struct RenderedEmail {
  std::string subject;
  std::string html;
  std::string text;
};

// outbox email_type: confirm-signup, recovery, email-change, magic-link, invite,
// reauthentication.
std::string_view email_type(IdentityEmail kind);
// "zh" when user_metadata.lang starts with "zh", else "en".
std::string lang_for(const boost::json::object& user_metadata);
RenderedEmail render_identity_email(IdentityEmail kind, std::string_view lang,
                                    const IdentityEmailParams& params);

}  // namespace emu::mail
