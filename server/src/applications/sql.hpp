// The applications room's SQL, named (issue 26).
#pragma once

#include <string_view>

namespace emu::applications::sql {

// "EMU-000123": the next number of app_counters (migration 0006).
inline constexpr std::string_view kNextApplicationNumber =
    "UPDATE app_counters SET value = value + 1 WHERE name = 'application_number' RETURNING value";
inline constexpr std::string_view kFindApplication =
    "SELECT * FROM merchant_applications WHERE id = $1";
// Followed by the column list and values of the callers' constant column names.
inline constexpr std::string_view kInsertApplicationInto = "INSERT INTO merchant_applications (";
inline constexpr std::string_view kUpdateApplicationSet = "UPDATE merchant_applications SET ";
inline constexpr std::string_view kOtherApplicationOfEmail =
    "SELECT 1 FROM merchant_applications WHERE lower(contact_email) = $1 AND id <> $2 AND "
    "status <> 'draft' LIMIT 1";
inline constexpr std::string_view kCompleteQuickApplication =
    "UPDATE quick_applications SET completed = $1, onboarding_completed_at = $2 WHERE id = $3";
inline constexpr std::string_view kCompleteQuickApplicationsOfEmail =
    "UPDATE quick_applications SET completed = $1, onboarding_completed_at = $2 WHERE "
    "lower(email) = $3 AND completed = $4";
// Applications keep no language column; the outbox rows of their e-mails do.
inline constexpr std::string_view kApplicantLang =
    "SELECT lang FROM email_outbox WHERE dedupe_key IN ($1, $2) ORDER BY created_at DESC LIMIT 1";
inline constexpr std::string_view kInsertShop =
    "INSERT INTO businesses (id, name, name_zh, address, district, phone_number, website, "
    "instagram_url, description, business_types, service_type, is_claimed, claimed_by, "
    "merchant_id, claim_status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, "
    "$9, $10, $11, $12, $13, $13, 'approved', $14, $14)";

}  // namespace emu::applications::sql
