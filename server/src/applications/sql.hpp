// The applications room's SQL, named (issue 26).
#pragma once

#include <string_view>

namespace emu::applications::sql {

// "EMU-000123": the next number of app_counters (migration 0006).
inline constexpr std::string_view kNextApplicationNumber = R"sql(
    UPDATE app_counters SET value = value + 1 WHERE name = 'application_number' RETURNING value
)sql";
inline constexpr std::string_view kFindApplication = R"sql(
    SELECT * FROM merchant_applications WHERE id = $1)sql";
// Followed by the column list and values of the callers' constant column names.
inline constexpr std::string_view kInsertApplicationInto = R"sql(
    INSERT INTO merchant_applications ()sql";
inline constexpr std::string_view kUpdateApplicationSet = R"sql(
    UPDATE merchant_applications SET )sql";
inline constexpr std::string_view kOtherApplicationOfEmail = R"sql(
    SELECT 1 FROM merchant_applications WHERE lower(contact_email) = $1 AND id <> $2 AND
    status <> 'draft' LIMIT 1)sql";
inline constexpr std::string_view kCompleteQuickApplication = R"sql(
    UPDATE quick_applications SET completed = $1, onboarding_completed_at = $2 WHERE id = $3)sql";
inline constexpr std::string_view kCompleteQuickApplicationsOfEmail = R"sql(
    UPDATE quick_applications SET completed = $1, onboarding_completed_at = $2 WHERE
    lower(email) = $3 AND completed = $4)sql";
// Applications keep no language column; the outbox rows of their e-mails do.
inline constexpr std::string_view kApplicantLang = R"sql(
    SELECT lang FROM email_outbox WHERE dedupe_key IN ($1, $2) ORDER BY created_at DESC LIMIT 1
)sql";
inline constexpr std::string_view kInsertShop = R"sql(
    INSERT INTO businesses (id, name, name_zh, address, district, phone_number, website,
    instagram_url, description, business_types, service_type, is_claimed, claimed_by,
    merchant_id, claim_status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
    $9, $10, $11, $12, $13, $13, 'approved', $14, $14))sql";

}  // namespace emu::applications::sql
