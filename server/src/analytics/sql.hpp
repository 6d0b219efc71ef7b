// The analytics room's SQL, named (issue 26): the counters' flush and the shop report.
#pragma once

#include <string_view>

namespace emu::analytics::sql {

// --- shop_counters.cpp: followed by "$1, $2, ...)" for the shops of one flush.
inline constexpr std::string_view kKnownShopsIn = "SELECT id FROM businesses WHERE id IN (";
inline constexpr std::string_view kAddDailyStats =
    "INSERT INTO shop_daily_stats (business_id, day, page_views, search_impressions) VALUES ($1, "
    "$2, $3, $4) ON CONFLICT (business_id, day) DO UPDATE SET page_views = "
    "shop_daily_stats.page_views + excluded.page_views, search_impressions = "
    "shop_daily_stats.search_impressions + excluded.search_impressions";

// --- shop_report.cpp
inline constexpr std::string_view kShopRating =
    "SELECT rating, total_ratings FROM businesses WHERE id = $1";
inline constexpr std::string_view kDailyStats =
    "SELECT day, page_views, search_impressions FROM shop_daily_stats WHERE business_id = $1 AND "
    "day >= $2";
// Every booking that may touch the period by creation, cancellation or visit.
inline constexpr std::string_view kPeriodBookings =
    "SELECT created_at, cancelled_at, start_at, status, price_hkd, user_id, source FROM bookings "
    "WHERE "
    "shop_id = $1 AND (created_at >= $2 OR cancelled_at >= $2 OR start_at >= $2)";
inline constexpr std::string_view kFirstVisits =
    "SELECT user_id, min(start_at) FROM bookings WHERE shop_id = $1 AND status <> 'cancelled' "
    "AND start_at IS NOT NULL AND user_id IS NOT NULL GROUP BY user_id";
inline constexpr std::string_view kPeriodReviews =
    "SELECT created_at, rating FROM reviews WHERE shop_id = $1 AND status = 'published' AND "
    "created_at >= $2";

}  // namespace emu::analytics::sql
