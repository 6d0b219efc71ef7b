// The system status room's SQL, named (issue 26).
#pragma once

#include <string_view>

namespace emu::status::sql {

inline constexpr std::string_view kAdminAccounts = R"sql(
    SELECT u.email FROM user_roles r JOIN users u ON u.id = r.user_id WHERE r.role = 'admin'
    AND u.email IS NOT NULL ORDER BY u.email LIMIT 100)sql";
// audit_log is not exposed through /rest/v1: the dashboard's Recent Activity comes from here.
inline constexpr std::string_view kRecentActivity = R"sql(
    SELECT id, actor_email, action, entity_type, entity_id, details, created_at FROM audit_log
    ORDER BY created_at DESC LIMIT 10)sql";
// What an activity line is about, by the row's entity_type ($1 its entity_id): the shop's name
// for a booking, review, claim, block or shop; the business name of an application; a user's
// e-mail. Entity types not listed here have no subject.
inline constexpr std::string_view kSubjectOfBooking = R"sql(
    SELECT s.name FROM bookings b JOIN businesses s ON s.id = b.shop_id WHERE b.id = $1)sql";
inline constexpr std::string_view kSubjectOfReview = R"sql(
    SELECT s.name FROM reviews r JOIN businesses s ON s.id = r.shop_id WHERE r.id = $1)sql";
inline constexpr std::string_view kSubjectOfClaim = R"sql(
    SELECT s.name FROM business_claims c JOIN businesses s ON s.id = c.business_id
    WHERE c.id = $1)sql";
inline constexpr std::string_view kSubjectOfBlock = R"sql(
    SELECT s.name FROM blocks k JOIN businesses s ON s.id = k.shop_id WHERE k.id = $1)sql";
inline constexpr std::string_view kSubjectOfShop = R"sql(
    SELECT name FROM businesses WHERE id = $1)sql";
inline constexpr std::string_view kSubjectOfApplication = R"sql(
    SELECT business_name FROM merchant_applications WHERE id = $1)sql";
inline constexpr std::string_view kSubjectOfUser = R"sql(SELECT email FROM users WHERE id = $1)sql";
inline constexpr std::string_view kPostgresDurability = R"sql(
    SELECT current_setting('synchronous_commit'))sql";
inline constexpr std::string_view kSqliteDurability = R"sql(PRAGMA synchronous)sql";

}  // namespace emu::status::sql
