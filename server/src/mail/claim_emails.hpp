// The admin notice of a new business claim (issue 16, marketplace.md C.3 submit-business-claim):
// to EMU_CONTACT_EMAIL, English first then Traditional Chinese, with the claim's details and a
// link to the admin's Business Claims screen. Queued once per claim.
#pragma once

#include <string>

#include "mail/outbox.hpp"

namespace emu::mail {

struct ClaimMail {
  std::string claim_id;
  std::string business_name, business_name_zh;
  std::string claimant_email;
  std::string contact_person, contact_phone, contact_email, contact_position;
  std::string legal_business_name, business_registration_number;
  std::string verification_method;  // whatsapp | facebook | instagram
  std::string submitted_at;         // UTC RFC 3339, shown in Hong Kong time
};

// email_type "business-claim-admin-notice", dedupe "business-claim-admin-notice:<claim id>".
OutboxEmail claim_admin_notice(const std::string& to, const ClaimMail& mail,
                               std::string_view site_url);

}  // namespace emu::mail
