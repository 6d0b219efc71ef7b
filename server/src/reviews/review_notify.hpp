// Queues a review e-mail inside the caller's transaction: reads the booking or review with its
// shop and the recipient (the customer for the invitation and the reply notice, the shop's
// owner for a new review), writes it in the recipient's language (booking::recipient_lang),
// once per record (the outbox dedupe key).
#pragma once

#include <string>

#include "db/database.hpp"
#include "mail/review_emails.hpp"

namespace emu::reviews {

// record_id: the booking for ReviewEmail::invitation, else the review. false when the
// recipient has no address (a deleted account, an unowned shop) or it was queued before.
db::Result<bool> notify(db::Connection& conn, mail::ReviewEmail kind, const std::string& record_id,
                        const std::string& site_url);

}  // namespace emu::reviews
