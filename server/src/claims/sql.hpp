// The claims room's SQL, named (issue 26): business_claims and the claim columns of the
// claimed shop.
#pragma once

#include <string_view>

namespace emu::claims::sql {

// --- submitting (submit-business-claim)
inline constexpr std::string_view kMerchantRow = R"sql(
    SELECT 1 FROM merchants WHERE user_id = $1)sql";
inline constexpr std::string_view kClaimableShop = R"sql(
    SELECT name, name_zh, is_claimed, merchant_id, claim_status FROM businesses WHERE id = $1
    AND is_active = true)sql";
inline constexpr std::string_view kOpenClaimOf = R"sql(
    SELECT 1 FROM business_claims WHERE business_id = $1 AND merchant_id = $2 AND claim_status
    = 'pending')sql";
inline constexpr std::string_view kInsertClaim = R"sql(
    INSERT INTO business_claims (id, business_id, merchant_id, claim_status, claim_reason,
    proof_documents, business_registration_number, contact_person, contact_phone,
    contact_email, contact_position, legal_business_name, verification_method,
    verification_confirmed, additional_info, created_at, updated_at) VALUES ($1, $2, $3,
    'pending', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15))sql";
// The admin's Shop Management filter shows the shop as pending while a claim waits.
inline constexpr std::string_view kShopPending = R"sql(
    UPDATE businesses SET claim_status = 'pending', updated_at = $1 WHERE id = $2 AND
    claim_status <> 'pending')sql";
inline constexpr std::string_view kFindClaimRow = R"sql(
    SELECT * FROM business_claims WHERE id = $1)sql";

// --- deciding (approve-business-claim)
inline constexpr std::string_view kClaimToDecide = R"sql(
    SELECT business_id, merchant_id, claim_status FROM business_claims WHERE id = $1)sql";
inline constexpr std::string_view kShopClaimState = R"sql(
    SELECT is_claimed, claimed_by FROM businesses WHERE id = $1)sql";
inline constexpr std::string_view kShopClaimed = R"sql(
    UPDATE businesses SET is_claimed = $1, claimed_by = $2, merchant_id = $2, claim_status =
    'approved', updated_at = $3 WHERE id = $4)sql";
// Nobody owns the shop and no other claim waits: the shop's claim status goes back.
inline constexpr std::string_view kShopReleased = R"sql(
    UPDATE businesses SET claim_status = $1, updated_at = $2 WHERE id = $3 AND merchant_id IS
    NULL AND claim_status = 'pending' AND NOT EXISTS (SELECT 1 FROM business_claims WHERE
    business_id = $3 AND claim_status = 'pending' AND id <> $4))sql";
inline constexpr std::string_view kDecideClaim = R"sql(
    UPDATE business_claims SET claim_status = $1, reviewed_by = $2, reviewed_at = $3,
    review_notes = $4, updated_at = $3 WHERE id = $5)sql";

// --- listing (my-business-claims)
inline constexpr std::string_view kClaimsOf = R"sql(
    SELECT c.id, c.business_id, b.name AS business_name, b.name_zh AS business_name_zh,
    b.district, c.claim_status, c.verification_method, c.created_at, c.reviewed_at,
    c.review_notes FROM business_claims AS c JOIN businesses AS b ON b.id = c.business_id
    WHERE c.merchant_id = $1 ORDER BY c.created_at DESC, c.id)sql";

}  // namespace emu::claims::sql
