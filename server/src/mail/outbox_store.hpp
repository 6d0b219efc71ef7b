// The outbox worker's SQL: claiming due rows, recording the outcome. A claim is one
// conditional UPDATE (pending, or sending whose lease ran out, and due), so several server
// instances can share one outbox without sending a row twice at the same time, and a row left
// in `sending` by a crashed process is taken up again once its lease expires.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "common/backoff.hpp"
#include "db/database.hpp"

namespace emu::mail {

struct ClaimedEmail {
  std::string id, to, subject, html, text, lang, email_type;
  std::int64_t attempts = 0;  // including this one
  std::string ics;            // calendar attachment, may be empty
};

// Ids of due rows, oldest first (next_attempt_at, then created_at).
db::Result<std::vector<std::string>> due_outbox_ids(db::Connection& conn, const std::string& now,
                                                    int limit);
// Marks one due row `sending` until lease_until and counts the attempt; nullopt when another
// worker took it first.
db::Result<std::optional<ClaimedEmail>> claim_outbox_row(db::Connection& conn,
                                                         const std::string& id,
                                                         const std::string& now,
                                                         const std::string& lease_until,
                                                         const std::string& message_id);
db::Result<void> mark_sent(db::Connection& conn, const std::string& id, const std::string& now);
// Back to pending at retry_at, or failed for good when retry_at is nullopt.
db::Result<void> mark_failed_attempt(db::Connection& conn, const std::string& id,
                                     const std::string& error, const std::string& now,
                                     const std::optional<std::string>& retry_at);

// The back office's view (outbox-status, system-status): rows per status (pending, sending,
// sent, failed; 0 when none), and the latest 50 undelivered rows without their bodies.
db::Result<boost::json::object> outbox_counts(db::Connection& conn);
db::Result<boost::json::array> undelivered_emails(db::Connection& conn);
// Every failed row back to pending, due now, attempts from 0; returns how many.
db::Result<std::int64_t> retry_failed_emails(db::Connection& conn, const std::string& now);

// Exponential backoff: base * 2^(attempts-1), at most `cap` (shared with the WhatsApp outbox).
using common::retry_delay;

}  // namespace emu::mail
