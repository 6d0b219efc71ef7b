// The shop report of shop-analytics (issue 16): the Analytics section of /merchant/dashboard
// for the last `days` Hong Kong days up to `today`, from the rows, with no server around it
// (the function checks the caller and flushes the counters first).
//   {businessId, days, from, to ('YYYY-MM-DD', HKT), timezone: "Asia/Hong_Kong",
//    totals: {page_views, search_impressions, booking_requests, conversion, cancellations,
//             no_shows, customers, repeat_customers, revenue_hkd, reviews, rating,
//             current_rating, total_ratings},
//    daily: [{day, page_views, search_impressions, booking_requests, cancellations, no_shows,
//             revenue_hkd, reviews, rating}]}   one entry per day, oldest first
// Definitions (each by Hong Kong day):
//   page_views, search_impressions  shop_daily_stats;
//   booking_requests  online requests from customers created that day, as the inbox receives
//                     them (source 'marketplace' with an account, whatever their status now);
//                     the bookings the shop enters itself (walk-in, phone, ...) are not requests;
//   conversion        booking_requests / max(page_views, booking_requests) over the period: a
//                     request whose visit was not counted (a shared link, a view over the
//                     per-IP cap) counts as a visit, so it never passes 1 (null without views);
//   cancellations     bookings cancelled that day (cancelled_at; declined and expired too);
//   no_shows          bookings marked no_show whose visit starts that day;
//   revenue_hkd       price_hkd (list price) of confirmed and completed bookings whose visit
//                     starts that day;
//   customers         distinct customers with a visit in the period that was not cancelled;
//   repeat_customers  those of them with an earlier visit at the shop (not cancelled);
//   reviews, rating   published reviews written that day and their average (null: none);
//                     current_rating / total_ratings are the shop's overall figures.
#pragma once

#include <boost/json/object.hpp>
#include <chrono>
#include <string>

#include "db/database.hpp"

namespace emu::analytics {

// conversion above, rounded to 4 places: in [0, 1], or null when no view was counted.
boost::json::value conversion(std::int64_t requests, std::int64_t page_views);

db::Result<boost::json::object> shop_report(db::Connection& conn, const std::string& shop_id,
                                            int days, std::chrono::year_month_day today);

}  // namespace emu::analytics
