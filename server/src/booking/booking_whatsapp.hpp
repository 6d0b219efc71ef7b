// The booking messages on WhatsApp (salon-day.md C.4): which template each booking e-mail
// becomes, with its parameters in the recipient's language, queued through messaging/ in the
// caller's transaction. booking::notify asks on_whatsapp while the server sends WhatsApp.
#pragma once

#include <string>

#include "db/database.hpp"
#include "mail/booking_emails.hpp"

namespace emu::booking {

enum class WhatsAppOutcome {
  not_sent,  // the e-mail goes out (no consent, no template, or a shop's alert beside its e-mail)
  queued,    // the customer's WhatsApp message takes the e-mail's place
  already,   // the message of this event reached this number before
};

// A customer who opted in with a number gets the template of `kind` instead of `email` (kept as
// the message's fallback); for the shop's new-booking e-mail, a shop with alerts on also gets
// its alert.
db::Result<WhatsAppOutcome> on_whatsapp(db::Connection& conn, mail::BookingEmail kind,
                                        bool customer, const mail::BookingMail& m,
                                        domain::Lang lang, const std::string& site_url,
                                        const mail::OutboxEmail& email);

// The "deposit due" message (template deposit_due) to the booking's customer when they opted in
// and the server sends WhatsApp, in their language: `amount_hkd` as shown ("150"), `due_at` the
// pay-by instant as stored (UTC), `pay_link` where to pay. Once per booking and number. It goes
// with the deposit e-mail, not instead of it. false when nothing was queued (WhatsApp off, no
// consent, queued before). For the deposits work (issue 29) to call in its transaction.
db::Result<bool> queue_deposit_due_whatsapp(db::Connection& conn, const std::string& booking_id,
                                            const std::string& amount_hkd,
                                            const std::string& due_at, const std::string& pay_link);

}  // namespace emu::booking
