// The shops room's SQL, named (issue 26).
#pragma once

#include <string_view>

namespace emu::shops::sql {

inline constexpr std::string_view kOwner = R"sql(
    SELECT merchant_id FROM businesses WHERE id = $1)sql";
// shop_role.cpp: the shop's owner and the caller's active membership, one JOIN.
inline constexpr std::string_view kMembership = R"sql(
    SELECT b.merchant_id, m.role, m.staff_id FROM businesses b LEFT JOIN shop_members m ON
    m.shop_id = b.id AND m.user_id = $2 AND m.status = 'active' WHERE b.id = $1)sql";
inline constexpr std::string_view kName = R"sql(SELECT name FROM businesses WHERE id = $1)sql";

// --- merchant_account.cpp
inline constexpr std::string_view kGrantMerchantRole = R"sql(
    INSERT INTO user_roles (id, user_id, role, created_at) VALUES ($1, $2, 'merchant', $3) ON
    CONFLICT (user_id, role) DO NOTHING)sql";
inline constexpr std::string_view kEnsureMerchant = R"sql(
    INSERT INTO merchants (id, user_id, business_name, onboarding_complete, created_at,
    updated_at) VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (user_id) DO NOTHING)sql";
inline constexpr std::string_view kEnsureMerchantOfShop = R"sql(
    INSERT INTO merchants (id, user_id, business_name, onboarding_complete, created_at,
    updated_at) SELECT $1, $2, name, $3, $4, $4 FROM businesses WHERE id = $5 ON CONFLICT
    (user_id) DO NOTHING)sql";

}  // namespace emu::shops::sql
