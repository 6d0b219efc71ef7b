// Queues a booking e-mail inside the caller's transaction: reads the booking with its shop,
// service, staff member, customer and shop owner, picks the recipient's language
// (user_profiles.preferred_lang, else the account's user_metadata.lang), and writes the outbox
// row once (its dedupe key).
// WhatsApp (salon-day.md C.4), while the server sends it (EMU_WHATSAPP_TOKEN): a customer who
// opted in gets the message's WhatsApp template *instead of* the e-mail, in their language; the
// e-mail rides along in the message's row and is queued once if the message fails. A shop with
// WhatsApp alerts on gets an alert of a new booking or request *as well as* its e-mail
// (booking_whatsapp.hpp).
#pragma once

#include <boost/json/value.hpp>
#include <string>

#include "db/database.hpp"
#include "mail/booking_emails.hpp"

namespace emu::booking {

enum class Recipient { customer, merchant };

// The language to write to a person in: user_profiles.preferred_lang, else the account's
// user_metadata.lang, else English.
domain::Lang recipient_lang(const boost::json::value& preferred,
                            const boost::json::value& metadata);

// false when the recipient has no e-mail address (a deleted account) or the e-mail was queued
// before.
db::Result<bool> notify(db::Connection& conn, mail::BookingEmail kind, Recipient to,
                        const std::string& booking_id, const std::string& site_url,
                        const std::string& reason = {});

}  // namespace emu::booking
