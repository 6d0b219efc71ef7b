// The mail room's SQL, named (issue 26): the outbox worker's claims and outcomes, the outbox
// state the back office shows, and the waitlist welcome poll.
#pragma once

#include <string_view>

namespace emu::mail::sql {

inline constexpr std::string_view kDueOutboxIds = R"sql(
    SELECT id FROM email_outbox WHERE status IN ('pending', 'sending') AND next_attempt_at <= $1
    ORDER BY next_attempt_at, created_at LIMIT $2)sql";
inline constexpr std::string_view kClaimOutboxRow = R"sql(
    UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at = $1,
    updated_at = $2, smtp_message_id = COALESCE(smtp_message_id, $3) WHERE id = $4 AND status
    IN ('pending', 'sending') AND next_attempt_at <= $2)sql";
inline constexpr std::string_view kClaimedEmail = R"sql(
    SELECT to_email, subject, html_body, text_body, lang, email_type, attempts, ics FROM
    email_outbox WHERE id = $1)sql";
inline constexpr std::string_view kMarkSent = R"sql(
    UPDATE email_outbox SET status = 'sent', sent_at = $1, updated_at = $1, last_error = NULL
    WHERE id = $2)sql";
inline constexpr std::string_view kRetryLater = R"sql(
    UPDATE email_outbox SET status = 'pending', next_attempt_at = $1, last_error = $2,
    updated_at = $3 WHERE id = $4)sql";
inline constexpr std::string_view kFailForGood = R"sql(
    UPDATE email_outbox SET status = 'failed', last_error = $1, updated_at = $2 WHERE id = $3)sql";

// --- the back office (outbox-status, system-status)
inline constexpr std::string_view kOutboxCounts = R"sql(
    SELECT status, count(*) FROM email_outbox GROUP BY status)sql";
inline constexpr std::string_view kUndelivered = R"sql(
    SELECT id, to_email, template_id, email_type, lang, status, attempts, last_error,
    next_attempt_at, created_at, sent_at FROM email_outbox WHERE status <> 'sent' ORDER BY
    created_at DESC LIMIT 50)sql";
inline constexpr std::string_view kRetryFailed = R"sql(
    UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, last_error
    = NULL, updated_at = $1 WHERE status = 'failed')sql";

// --- waitlist_welcome.cpp: sign-ups since $1 without their welcome e-mail yet.
inline constexpr std::string_view kUnwelcomedWaitlist = R"sql(
    SELECT w.email, w.lang FROM waitlist_emails w WHERE w.created_at >= $1 AND NOT EXISTS
    (SELECT 1 FROM email_outbox o WHERE o.dedupe_key = 'coming-soon-signup:' || w.email) ORDER
    BY w.created_at LIMIT $2)sql";

}  // namespace emu::mail::sql
