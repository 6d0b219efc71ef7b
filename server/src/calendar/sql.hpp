// The calendar room's SQL, named (salon-day.md C.2 "Calendar feed").
#pragma once

#include <string_view>

namespace emu::calendar::sql {

// One feed per member and shop: rotating replaces the row, so the old token dies at once.
inline constexpr std::string_view kDeleteToken = R"sql(
    DELETE FROM calendar_tokens WHERE shop_id = $1 AND user_id = $2)sql";
inline constexpr std::string_view kInsertToken = R"sql(
    INSERT INTO calendar_tokens (id, shop_id, user_id, staff_id, token_hash, created_at)
    VALUES ($1, $2, $3, $4, $5, $6))sql";
inline constexpr std::string_view kTokenOf = R"sql(
    SELECT created_at FROM calendar_tokens WHERE shop_id = $1 AND user_id = $2)sql";
inline constexpr std::string_view kFindToken = R"sql(
    SELECT shop_id, user_id, staff_id FROM calendar_tokens WHERE token_hash = $1)sql";
inline constexpr std::string_view kShopName = R"sql(SELECT name FROM businesses WHERE id = $1)sql";

// An optional parameter is compared with its column before "IS NULL": PostgreSQL types a
// parameter where it first meets it.
// The live bookings of the feed's window ($2 from, $3 until, stored UTC spellings), every
// staff member's or $4's. The customer's name only: never a phone number.
inline constexpr std::string_view kFeedBookings = R"sql(
    SELECT b.id, b.start_at, b.end_at, b.status, COALESCE(b.customer_name, p.name, ''),
    COALESCE(s.name, ''), COALESCE(st.name, '') FROM bookings b
    LEFT JOIN services s ON s.id = b.service_id LEFT JOIN staff st ON st.id = b.staff_id
    LEFT JOIN user_profiles p ON p.user_id = b.user_id
    WHERE b.shop_id = $1 AND b.status IN ('pending', 'confirmed', 'completed', 'no_show')
    AND b.start_at >= $2 AND b.start_at < $3 AND b.end_at IS NOT NULL
    AND (b.staff_id = $4 OR $4 IS NULL) ORDER BY b.start_at, b.id)sql";

// The blocked time of the window: the staff member's own and the whole shop's.
inline constexpr std::string_view kFeedBlocks = R"sql(
    SELECT k.id, k.starts_at, k.ends_at, COALESCE(k.reason, ''), COALESCE(st.name, '')
    FROM blocks k LEFT JOIN staff st ON st.id = k.staff_id
    WHERE k.shop_id = $1 AND k.starts_at >= $2 AND k.starts_at < $3
    AND (k.staff_id = $4 OR $4 IS NULL OR k.staff_id IS NULL) ORDER BY k.starts_at, k.id)sql";

}  // namespace emu::calendar::sql
