// The analytics room's SQL, named (issue 26): the counters' flush and the shop report.
#pragma once

#include <string_view>

namespace emu::analytics::sql {

// --- shop_counters.cpp: followed by "$1, $2, ...)" for the shops of one flush.
inline constexpr std::string_view kKnownShopsIn = R"sql(
    SELECT id FROM businesses WHERE id IN ()sql";
inline constexpr std::string_view kAddDailyStats = R"sql(
    INSERT INTO shop_daily_stats (business_id, day, page_views, search_impressions) VALUES ($1,
    $2, $3, $4) ON CONFLICT (business_id, day) DO UPDATE SET page_views =
    shop_daily_stats.page_views + excluded.page_views, search_impressions =
    shop_daily_stats.search_impressions + excluded.search_impressions)sql";

// --- shop_report.cpp
inline constexpr std::string_view kShopRating = R"sql(
    SELECT rating, total_ratings FROM businesses WHERE id = $1)sql";
inline constexpr std::string_view kDailyStats = R"sql(
    SELECT day, page_views, search_impressions FROM shop_daily_stats WHERE business_id = $1 AND
    day >= $2)sql";
// Every booking that may touch the period by creation, cancellation or visit.
inline constexpr std::string_view kPeriodBookings = R"sql(
    SELECT created_at, cancelled_at, start_at, status, price_hkd, user_id, source FROM bookings
    WHERE
    shop_id = $1 AND (created_at >= $2 OR cancelled_at >= $2 OR start_at >= $2))sql";
inline constexpr std::string_view kFirstVisits = R"sql(
    SELECT user_id, min(start_at) FROM bookings WHERE shop_id = $1 AND status <> 'cancelled'
    AND start_at IS NOT NULL AND user_id IS NOT NULL GROUP BY user_id)sql";
inline constexpr std::string_view kPeriodReviews = R"sql(
    SELECT created_at, rating FROM reviews WHERE shop_id = $1 AND status = 'published' AND
    created_at >= $2)sql";

}  // namespace emu::analytics::sql
