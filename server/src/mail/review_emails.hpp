// The review e-mails (issue 15): the invitation to review a completed visit, the shop's notice
// of a new review, and the reviewer's notice of the shop's reply. Each body carries both
// languages, the recipient's first.
#pragma once

#include <string>
#include <string_view>

#include "domain/messages.hpp"
#include "mail/outbox.hpp"

namespace emu::mail {

enum class ReviewEmail {
  invitation,    // review-invitation (to the customer, a few hours after a completed visit)
  merchant_new,  // review-merchant-new (to the shop's owner)
  replied,       // review-replied (to the reviewer)
};

struct ReviewMail {
  std::string record_id;  // the booking (invitation) or the review
  std::string shop_id;
  std::string shop_name, shop_name_zh;
  std::string service_name, service_name_zh;
  int rating = 0;          // merchant_new
  std::string comment;     // merchant_new
  std::string reply;       // replied
  std::string visit_date;  // "YYYY-MM-DD" (Hong Kong day of the visit), may be empty
};

std::string_view review_email_type(ReviewEmail kind);
// "<email type>:<record id>": each e-mail once per booking or review.
std::string review_dedupe_key(ReviewEmail kind, const ReviewMail& mail);
// The link the e-mail's button opens: invitation /user/bookings?review=<booking id>,
// merchant_new /merchant/dashboard?section=reviews, replied /shops/<shop id>.
std::string review_link(ReviewEmail kind, const ReviewMail& mail, std::string_view site_url);
// The outbox row: subject in `lang`, body in `lang` then the other language.
OutboxEmail review_email(ReviewEmail kind, domain::Lang lang, const std::string& to,
                         const ReviewMail& mail, std::string_view site_url);

}  // namespace emu::mail
