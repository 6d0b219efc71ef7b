#include "analytics/shop_report.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "analytics/sql.hpp"
#include "db/cells.hpp"
#include "domain/booking_time.hpp"

namespace emu::analytics {
namespace {

struct Day {
  std::int64_t page_views = 0, search_impressions = 0, booking_requests = 0, cancellations = 0,
               no_shows = 0, reviews = 0, rating_sum = 0;
  double revenue = 0;
};

// The HKT day of a stored instant, or "" when NULL or unreadable.
std::string hk_day(const boost::json::value& v) {
  if (!v.is_string()) return {};
  auto at = domain::parse_db_instant(v.as_string());
  return at ? domain::format_date(domain::hk_date_of(*at)) : std::string();
}
double money(double v) { return std::round(v * 100) / 100; }
std::int64_t whole(const boost::json::value& v) { return static_cast<std::int64_t>(db::real(v)); }
// An average to 2 decimals, null without anything to average.
boost::json::value average(std::int64_t sum, std::int64_t count) {
  return count ? boost::json::value(std::round(100.0 * sum / count) / 100)
               : boost::json::value(nullptr);
}

// A customer's own request through Emu (what the shop's inbox receives), not a booking the
// shop entered itself.
bool is_online_request(const boost::json::value& source, const boost::json::value& user_id) {
  return db::text(source) == "marketplace" && !db::text(user_id).empty();
}

boost::json::object day_json(const std::string& day, const Day& d) {
  return {{"day", day},
          {"page_views", d.page_views},
          {"search_impressions", d.search_impressions},
          {"booking_requests", d.booking_requests},
          {"cancellations", d.cancellations},
          {"no_shows", d.no_shows},
          {"revenue_hkd", money(d.revenue)},
          {"reviews", d.reviews},
          {"rating", average(d.rating_sum, d.reviews)}};
}

}  // namespace

boost::json::value conversion(std::int64_t requests, std::int64_t page_views) {
  if (page_views <= 0) return nullptr;
  const auto visits = std::max(page_views, requests);
  return std::round(10000.0 * static_cast<double>(requests) / static_cast<double>(visits)) / 10000;
}

db::Result<boost::json::object> shop_report(db::Connection& conn, const std::string& shop_id,
                                            int days, std::chrono::year_month_day today) {
  const auto first = std::chrono::sys_days(today) - std::chrono::days(days - 1);
  const std::string from_day = domain::format_date(std::chrono::year_month_day(first));
  const std::string from_at =
      domain::format_utc_minute(domain::hk_midnight(std::chrono::year_month_day(first)));

  auto shops = db::run(conn, sql::kShopRating, {shop_id});
  if (!shops) return std::unexpected(shops.error());
  const boost::json::value none;
  const auto& rating = shops->rows.empty() ? none : shops->rows[0][0];
  const auto& total_ratings = shops->rows.empty() ? none : shops->rows[0][1];

  std::map<std::string, Day> by_day;
  for (auto d = first; d <= std::chrono::sys_days(today); d += std::chrono::days(1)) {
    by_day[domain::format_date(std::chrono::year_month_day(d))];
  }
  auto in_period = [&](const std::string& day) -> Day* {
    auto it = by_day.find(day);
    return it == by_day.end() ? nullptr : &it->second;
  };

  auto stats = db::run(conn, sql::kDailyStats, {shop_id, from_day});
  if (!stats) return std::unexpected(stats.error());
  for (const auto& r : stats->rows) {
    if (auto* d = in_period(db::text(r[0]).substr(0, 10))) {
      d->page_views += whole(r[1]);
      d->search_impressions += whole(r[2]);
    }
  }

  auto bookings = db::run(conn, sql::kPeriodBookings, {shop_id, from_at});
  if (!bookings) return std::unexpected(bookings.error());
  std::set<std::string> customers;
  std::map<std::string, std::string> latest_visit;  // user -> latest period visit
  for (const auto& r : bookings->rows) {
    const std::string status = db::text(r[3]);
    if (is_online_request(r[6], r[5])) {
      if (auto* d = in_period(hk_day(r[0]))) ++d->booking_requests;
    }
    if (status == "cancelled") {
      if (auto* d = in_period(hk_day(r[1]))) ++d->cancellations;
      continue;
    }
    auto* visit = in_period(hk_day(r[2]));
    if (visit == nullptr) continue;
    if (status == "no_show") ++visit->no_shows;
    if (status == "confirmed" || status == "completed") visit->revenue += db::real(r[4]);
    if (const auto user = db::text(r[5]); !user.empty()) {
      customers.insert(user);
      auto& latest = latest_visit[user];
      if (db::text(r[2]) > latest) latest = db::text(r[2]);
    }
  }
  // Repeat: an earlier visit (not cancelled) at this shop than one in the period.
  std::int64_t repeat = 0;
  if (!customers.empty()) {
    auto firsts = db::run(conn, sql::kFirstVisits, {shop_id});
    if (!firsts) return std::unexpected(firsts.error());
    for (const auto& r : firsts->rows) {
      auto it = latest_visit.find(db::text(r[0]));
      if (it == latest_visit.end()) continue;
      auto first_visit = domain::parse_db_instant(db::text(r[1]));
      auto latest = domain::parse_db_instant(it->second);
      if (first_visit && latest && *first_visit < *latest) ++repeat;
    }
  }

  auto reviews = db::run(conn, sql::kPeriodReviews, {shop_id, from_at});
  if (!reviews) return std::unexpected(reviews.error());
  for (const auto& r : reviews->rows) {
    if (auto* d = in_period(hk_day(r[0]))) {
      ++d->reviews;
      d->rating_sum += whole(r[1]);
    }
  }

  Day total;
  boost::json::array daily;
  for (const auto& [day, d] : by_day) {
    total.page_views += d.page_views;
    total.search_impressions += d.search_impressions;
    total.booking_requests += d.booking_requests;
    total.cancellations += d.cancellations;
    total.no_shows += d.no_shows;
    total.revenue += d.revenue;
    total.reviews += d.reviews;
    total.rating_sum += d.rating_sum;
    daily.push_back(day_json(day, d));
  }
  boost::json::object totals{{"page_views", total.page_views},
                             {"search_impressions", total.search_impressions},
                             {"booking_requests", total.booking_requests},
                             {"conversion", conversion(total.booking_requests, total.page_views)},
                             {"cancellations", total.cancellations},
                             {"no_shows", total.no_shows},
                             {"customers", static_cast<std::int64_t>(customers.size())},
                             {"repeat_customers", repeat},
                             {"revenue_hkd", money(total.revenue)},
                             {"reviews", total.reviews},
                             {"rating", average(total.rating_sum, total.reviews)},
                             {"current_rating", db::real(rating)},
                             {"total_ratings", whole(total_ratings)}};
  return boost::json::object{{"businessId", shop_id},
                             {"days", days},
                             {"from", from_day},
                             {"to", domain::format_date(today)},
                             {"timezone", "Asia/Hong_Kong"},
                             {"totals", std::move(totals)},
                             {"daily", std::move(daily)}};
}

}  // namespace emu::analytics
