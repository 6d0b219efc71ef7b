// The marketplace e-mails of spec section 7 (template ids 4, 6, 8, 9, 10, 11) in English and
// Traditional Chinese, HTML and text, rendered with mustache from the spec's params. Links are
// built from the site URL here, never taken from a caller. The identity e-mails live beside
// these in identity_emails.hpp.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "domain/messages.hpp"
#include "mail/identity_emails.hpp"

namespace emu::mail {

// EMU_REVIEW_BUSINESS_DAYS's default (runtime/config.hpp).
inline constexpr int kDefaultReviewDays = 5;

enum class MarketEmail {
  approval = 4,                  // merchant-application-approved
  rejection = 6,                 // merchant-application-rejected
  waitlist_welcome = 8,          // coming-soon-signup
  quick_apply_confirmation = 9,  // quick-apply-confirmation (to the applicant)
  profile_completion = 10,       // profile-completion
  admin_quick_apply_notice = 11  // admin-quick-apply-notification (to EMU_CONTACT_EMAIL)
};

std::optional<MarketEmail> market_email_from_id(std::int64_t template_id);
inline int template_id(MarketEmail kind) { return static_cast<int>(kind); }
// The spec's emailType of each template.
std::string_view email_type(MarketEmail kind);

// The page the e-mail's button opens: site_url + a fixed path (+ the application id).
std::string market_link(MarketEmail kind, std::string_view site_url,
                        const boost::json::object& params);

// params: the spec's params of the template (strings; missing ones render empty). District,
// business type and mode, and preset rejection reasons are shown in the e-mail's language;
// submittedAt (UTC) in Hong Kong time. review_days: the review time the texts promise.
RenderedEmail render_market_email(MarketEmail kind, domain::Lang lang,
                                  const boost::json::object& params, std::string_view site_url,
                                  int review_days = kDefaultReviewDays);

}  // namespace emu::mail
