// The team's SQL, named (salon-day.md C.1). The role lookup every shop request asks is
// shops/sql.hpp's kMembership (floor 1), so booking and the book need not include team/.
#pragma once

#include <string_view>

namespace emu::team::sql {

// --- members.cpp: invitations
// The shop's names and its owner's address (an owner is never invited to their own shop).
inline constexpr std::string_view kShopForInvite = R"sql(
    SELECT b.name, b.name_zh, u.email FROM businesses b LEFT JOIN users u ON u.id =
    b.merchant_id WHERE b.id = $1)sql";
inline constexpr std::string_view kStaffName = R"sql(
    SELECT name FROM staff WHERE id = $1 AND business_id = $2)sql";
// The live (invited or active) membership of an address in a shop, by the invited address or
// the address of the account that joined.
inline constexpr std::string_view kLiveMemberByEmail = R"sql(
    SELECT id, status FROM shop_members WHERE shop_id = $1 AND status <> 'removed' AND (email =
    $2 OR user_id IN (SELECT id FROM users WHERE email = $2)))sql";
inline constexpr std::string_view kInsertMember = R"sql(
    INSERT INTO shop_members (id, shop_id, email, role, staff_id, status, invited_by,
    created_at) VALUES ($1, $2, $3, $4, $5, 'invited', $6, $7))sql";
inline constexpr std::string_view kReinviteMember = R"sql(
    UPDATE shop_members SET role = $2, staff_id = $3, invited_by = $4 WHERE id = $1 AND status
    = 'invited')sql";
inline constexpr std::string_view kSpendInvitations = R"sql(
    UPDATE shop_invitations SET used_at = $2 WHERE member_id = $1 AND used_at IS NULL)sql";
inline constexpr std::string_view kInsertInvitation = R"sql(
    INSERT INTO shop_invitations (id, member_id, token_hash, expires_at, created_at) VALUES ($1,
    $2, $3, $4, $5))sql";
// The recipient's language: their account's preference, else the inviter's.
inline constexpr std::string_view kLangOfEmail = R"sql(
    SELECT p.preferred_lang FROM users u JOIN user_profiles p ON p.user_id = u.id WHERE u.email
    = $1)sql";
inline constexpr std::string_view kLangOfUser = R"sql(
    SELECT preferred_lang FROM user_profiles WHERE user_id = $1)sql";

// --- acceptance
inline constexpr std::string_view kOpenInvitation = R"sql(
    SELECT i.id, i.member_id, m.shop_id FROM shop_invitations i JOIN shop_members m ON m.id =
    i.member_id WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > $2 AND
    m.status = 'invited')sql";
inline constexpr std::string_view kUseInvitation = R"sql(
    UPDATE shop_invitations SET used_at = $2 WHERE id = $1 AND used_at IS NULL)sql";
inline constexpr std::string_view kLiveMemberByUser = R"sql(
    SELECT id FROM shop_members WHERE shop_id = $1 AND user_id = $2 AND status <> 'removed')sql";
inline constexpr std::string_view kActivateMember = R"sql(
    UPDATE shop_members SET status = 'active', user_id = $2 WHERE id = $1 AND status =
    'invited')sql";

// --- changes
inline constexpr std::string_view kFindMember = R"sql(
    SELECT id, shop_id, user_id, email, role, staff_id, status, invited_by, created_at FROM
    shop_members WHERE id = $1)sql";
inline constexpr std::string_view kUpdateMember = R"sql(
    UPDATE shop_members SET role = $2, staff_id = $3 WHERE id = $1 AND status <> 'removed')sql";
inline constexpr std::string_view kRemoveMember = R"sql(
    UPDATE shop_members SET status = 'removed' WHERE id = $1 AND status <> 'removed')sql";

}  // namespace emu::team::sql
