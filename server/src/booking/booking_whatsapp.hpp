// The booking messages on WhatsApp (salon-day.md C.4): which template each booking e-mail
// becomes, with its parameters in the recipient's language, queued through messaging/ in the
// caller's transaction. booking_notify.cpp decides when (WhatsApp on, consent given).
#pragma once

#include <string>

#include "db/database.hpp"
#include "mail/booking_emails.hpp"

namespace emu::booking {

// Who a booking concerns besides what its e-mails show.
struct BookingParties {
  std::string user_id;  // the customer's account ("" for a manual booking)
  std::string shop_id;
  std::string customer;  // the customer's name, else "" (the alert then says their e-mail)
};

enum class WhatsAppOutcome {
  not_sent,  // no consent or no template: the e-mail goes out
  queued,    // the WhatsApp message takes the e-mail's place
  already,   // the message of this event reached this number before
};

// The customer's message instead of the e-mail `email_json` (kept as its fallback), when they
// opted in with a number.
db::Result<WhatsAppOutcome> whatsapp_instead_of_email(db::Connection& conn, mail::BookingEmail kind,
                                                      const mail::BookingMail& m,
                                                      const BookingParties& who, domain::Lang lang,
                                                      const std::string& site_url,
                                                      const std::string& email_json);
// The shop's alert of a new booking or request, when its alerts are on.
db::Result<bool> alert_shop(db::Connection& conn, const mail::BookingMail& m,
                            const BookingParties& who, domain::Lang lang,
                            const std::string& site_url);
// deposit_due to an opted-in customer (see booking_notify.hpp).
db::Result<bool> queue_deposit_due(db::Connection& conn, const mail::BookingMail& m,
                                   const BookingParties& who, domain::Lang lang,
                                   const std::string& amount_hkd, const std::string& due_at,
                                   const std::string& pay_link);

}  // namespace emu::booking
