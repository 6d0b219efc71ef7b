// The messaging room's SQL, named: the WhatsApp outbox (queue, leased claims, outcomes), the
// delivery statuses the webhook reports, the customers' consent and the shops' alerts.
#pragma once

#include <string_view>

namespace emu::messaging::sql {

// --- the outbox (whatsapp_outbox.cpp)
inline constexpr std::string_view kQueue = R"sql(
    INSERT INTO whatsapp_outbox (id, to_phone, template, lang, params, dedupe_key, user_id,
    shop_id, booking_id, fallback_email, status, attempts, next_attempt_at, created_at,
    updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', 0, $11, $11, $11)
    ON CONFLICT (dedupe_key) DO NOTHING)sql";
inline constexpr std::string_view kDueIds = R"sql(
    SELECT id FROM whatsapp_outbox WHERE status IN ('pending', 'sending') AND next_attempt_at
    <= $1 ORDER BY next_attempt_at, created_at LIMIT $2)sql";
// A claim: pending, or sending whose lease ran out, and due; the lease is next_attempt_at.
inline constexpr std::string_view kClaim = R"sql(
    UPDATE whatsapp_outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at =
    $1, updated_at = $2 WHERE id = $3 AND status IN ('pending', 'sending') AND next_attempt_at
    <= $2)sql";
inline constexpr std::string_view kClaimed = R"sql(
    SELECT to_phone, template, lang, params, attempts FROM whatsapp_outbox WHERE id = $1)sql";
inline constexpr std::string_view kMarkSent = R"sql(
    UPDATE whatsapp_outbox SET status = 'sent', provider_message_id = $1, sent_at = $2,
    updated_at = $2, last_error = NULL WHERE id = $3 AND status = 'sending')sql";
inline constexpr std::string_view kRetryLater = R"sql(
    UPDATE whatsapp_outbox SET status = 'pending', next_attempt_at = $1, last_error = $2,
    updated_at = $3 WHERE id = $4 AND status = 'sending')sql";
inline constexpr std::string_view kFailForGood = R"sql(
    UPDATE whatsapp_outbox SET status = 'failed', last_error = $1, failed_at = $2, updated_at =
    $2 WHERE id = $3 AND status = 'sending')sql";

// --- delivery statuses by the provider's message id (the webhook). A status only moves forward:
// sent < delivered < read; failed only ends a message not yet delivered. Each stamp is kept
// once, even when the status it names arrives after a later one.
inline constexpr std::string_view kStatusSent = R"sql(
    UPDATE whatsapp_outbox SET sent_at = COALESCE(sent_at, $1), status = CASE WHEN status =
    'sending' THEN 'sent' ELSE status END, updated_at = $2 WHERE provider_message_id = $3)sql";
inline constexpr std::string_view kStatusDelivered = R"sql(
    UPDATE whatsapp_outbox SET delivered_at = COALESCE(delivered_at, $1), status = CASE WHEN
    status IN ('sending', 'sent') THEN 'delivered' ELSE status END, updated_at = $2 WHERE
    provider_message_id = $3)sql";
inline constexpr std::string_view kStatusRead = R"sql(
    UPDATE whatsapp_outbox SET read_at = COALESCE(read_at, $1), status = CASE WHEN status IN
    ('sending', 'sent', 'delivered') THEN 'read' ELSE status END, updated_at = $2 WHERE
    provider_message_id = $3)sql";
inline constexpr std::string_view kStatusFailed = R"sql(
    UPDATE whatsapp_outbox SET status = 'failed', failed_at = $1, last_error = $2, updated_at =
    $3 WHERE provider_message_id = $4 AND status IN ('sending', 'sent'))sql";
inline constexpr std::string_view kIdOfProviderMessage = R"sql(
    SELECT id FROM whatsapp_outbox WHERE provider_message_id = $1)sql";
// The e-mail a failed message falls back to, taken once.
inline constexpr std::string_view kTakeFallback = R"sql(
    UPDATE whatsapp_outbox SET fallback_queued_at = $1 WHERE id = $2 AND fallback_queued_at IS
    NULL AND fallback_email IS NOT NULL)sql";
inline constexpr std::string_view kFallbackEmail = R"sql(
    SELECT fallback_email FROM whatsapp_outbox WHERE id = $1)sql";

// --- consent (consent.cpp)
inline constexpr std::string_view kCustomerWhatsApp = R"sql(
    SELECT whatsapp_number, whatsapp_opt_in, whatsapp_opt_in_at, whatsapp_opt_out_at,
    whatsapp_opt_out_source FROM user_profiles WHERE user_id = $1)sql";
inline constexpr std::string_view kOptIn = R"sql(
    UPDATE user_profiles SET whatsapp_number = $1, whatsapp_opt_in = $2, whatsapp_opt_in_at =
    $3, whatsapp_opt_out_at = NULL, whatsapp_opt_out_source = NULL, updated_at = $3 WHERE
    user_id = $4)sql";
inline constexpr std::string_view kOptOut = R"sql(
    UPDATE user_profiles SET whatsapp_opt_in = $1, whatsapp_opt_out_at = $2,
    whatsapp_opt_out_source = $3, updated_at = $2 WHERE user_id = $4)sql";
inline constexpr std::string_view kSetNumber = R"sql(
    UPDATE user_profiles SET whatsapp_number = $1, updated_at = $2 WHERE user_id = $3)sql";
inline constexpr std::string_view kLogConsent = R"sql(
    INSERT INTO whatsapp_consents (id, user_id, shop_id, phone, action, source, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7))sql";
// A STOP reply: everyone opted in with that number, and the shops alerted on it.
inline constexpr std::string_view kOptedInWith = R"sql(
    SELECT user_id FROM user_profiles WHERE whatsapp_number = $1 AND whatsapp_opt_in = $2)sql";
inline constexpr std::string_view kAlertsTo = R"sql(
    SELECT shop_id FROM shop_whatsapp_alerts WHERE phone = $1 AND enabled = $2)sql";
inline constexpr std::string_view kAlertsOff = R"sql(
    UPDATE shop_whatsapp_alerts SET enabled = $1, updated_at = $2 WHERE shop_id = $3)sql";

// --- a shop's alerts
inline constexpr std::string_view kShopAlerts = R"sql(
    SELECT phone, enabled, enabled_at, updated_at FROM shop_whatsapp_alerts WHERE shop_id = $1)sql";
inline constexpr std::string_view kSaveShopAlerts = R"sql(
    INSERT INTO shop_whatsapp_alerts (shop_id, phone, enabled, enabled_at, updated_by,
    updated_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (shop_id) DO UPDATE SET phone =
    excluded.phone, enabled = excluded.enabled, enabled_at = excluded.enabled_at, updated_by =
    excluded.updated_by, updated_at = excluded.updated_at)sql";

// --- the back office (outbox-status)
inline constexpr std::string_view kCounts = R"sql(
    SELECT status, count(*) FROM whatsapp_outbox GROUP BY status)sql";
inline constexpr std::string_view kRecent = R"sql(
    SELECT id, to_phone, template, lang, status, attempts, last_error, provider_message_id,
    created_at, sent_at, delivered_at, read_at, failed_at, fallback_queued_at FROM
    whatsapp_outbox ORDER BY created_at DESC LIMIT 50)sql";

}  // namespace emu::messaging::sql
