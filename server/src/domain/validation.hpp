// The server's copy of the form rules of spec section 5, shared by the functions: Quick Apply,
// the three onboarding wizard steps, the waitlist e-mail. The browser runs the same rules for
// comfort; these are the ones that count. Errors name the request body's own field names.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/messages.hpp"

namespace emu::domain {

struct FieldError {
  std::string field;  // the request body's key, e.g. "business_name" or "contactEmail"
  std::string message;
};
using FieldErrors = std::vector<FieldError>;

std::string trim(std::string_view text);
// local@domain.tld with a 2+ letter top level (the SPA's EMAIL_PATTERN).
bool is_email(std::string_view text);
// Optional +852 with an optional dash or space, 4 digits, optional dash or space, 4 digits.
bool is_hk_phone(std::string_view text);
// An absolute URL (what zod's url() accepts: a scheme and the rest).
bool is_url(std::string_view text);
// 2-50 characters of letters, spaces and Chinese characters.
bool is_person_name(std::string_view text);
// Well-known sample addresses the wizard refuses ('Please enter a real email address').
bool is_sample_email(std::string_view email);

struct QuickApplyInput {
  std::string business_name, email, whatsapp, district, business_type, business_mode;
  std::optional<std::string> instagram;
};
// whatsapp is "<country code> <number>"; the Hong Kong pattern applies to the number
// whatever the code (spec 5). Inputs are expected trimmed.
FieldErrors validate_quick_apply(const QuickApplyInput& in, Lang lang);

// The onboarding draft as the wizard submits it (camelCase body keys in the errors).
struct OnboardingDraft {
  std::string business_name, business_name_zh, district, building, address, phone, whatsapp, email,
      instagram, facebook, website, how_did_you_hear, referee_name, referee_phone,
      interested_in_content, open_to_free_trials, contact_person, contact_person_role,
      contact_whatsapp, contact_email, business_size, business_type, business_type_other,
      google_map_url, description;
  std::vector<std::string> business_types;
  bool agree = false;
};
FieldErrors validate_wizard_step1(const OnboardingDraft& d, Lang lang);
FieldErrors validate_wizard_step2(const OnboardingDraft& d, Lang lang);
FieldErrors validate_wizard_step3(const OnboardingDraft& d, Lang lang);
// All three, in step order (the final submit re-runs every schema).
FieldErrors validate_wizard(const OnboardingDraft& d, Lang lang);

// Waitlist: required, at most 254 characters, the standard pattern.
std::optional<Msg> check_waitlist_email(std::string_view email);

}  // namespace emu::domain
