// An outbox e-mail kept aside as JSON, to be queued later: a customer's WhatsApp message carries
// the e-mail it stands in for, queued once if the message fails (salon-day.md C.4). Queued with
// its own dedupe key, so it is sent at most once per event and recipient (C.5.5).
#pragma once

#include <string>
#include <string_view>

#include "db/database.hpp"
#include "mail/outbox.hpp"

namespace emu::mail {

std::string stored_email(const OutboxEmail& email);
// Queues the stored e-mail on the caller's connection; true when queued, false when its dedupe
// key was used before or the text is not a stored e-mail.
db::Result<bool> queue_stored_email(db::Connection& conn, std::string_view json);

}  // namespace emu::mail
