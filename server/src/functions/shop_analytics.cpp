// shop-analytics (the shop's owner or an admin; issue 16): the Analytics section of
// /merchant/dashboard for the last 7, 30 or 90 Hong Kong days, today included.
//   body: {businessId, days: 7 | 30 | 90}
//   200: {businessId, days, from, to ('YYYY-MM-DD', HKT), timezone: "Asia/Hong_Kong",
//         totals: {page_views, search_impressions, booking_requests, conversion,
//                  cancellations, no_shows, customers, repeat_customers, revenue_hkd,
//                  reviews, rating, current_rating, total_ratings},
//         daily: [{day, page_views, search_impressions, booking_requests, cancellations,
//                  no_shows, revenue_hkd, reviews, rating}]}   one entry per day, oldest first
// Definitions (each by Hong Kong day):
//   page_views, search_impressions  shop_daily_stats (pending counts are flushed first);
//   booking_requests  bookings created that day (any status, any source);
//   conversion        booking_requests / page_views over the period (null without views);
//   cancellations     bookings cancelled that day (cancelled_at; declined and expired too);
//   no_shows          bookings marked no_show whose visit starts that day;
//   revenue_hkd       price_hkd (list price) of confirmed and completed bookings whose visit
//                     starts that day;
//   customers         distinct customers with a visit in the period that was not cancelled;
//   repeat_customers  those of them with an earlier visit at the shop (not cancelled);
//   reviews, rating   published reviews written that day and their average (null: none);
//                     current_rating / total_ratings are the shop's overall figures.
// Refusals: 403 forbidden (not the owner or an admin), 404 not_found, 400 invalid_parameter.
#include <cmath>
#include <cstdlib>
#include <map>
#include <set>

#include "domain/booking_time.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {
namespace {

struct Day {
  std::int64_t page_views = 0, search_impressions = 0, booking_requests = 0, cancellations = 0,
               no_shows = 0, reviews = 0, rating_sum = 0;
  double revenue = 0;
};

db::Result<db::ResultSet> run(db::Connection& conn, std::string_view sql,
                              std::initializer_list<db::Param> params) {
  return conn.query(sql, std::span<const db::Param>(params.begin(), params.size()));
}

std::string text(const boost::json::value& v) {
  return v.is_string() ? std::string(v.as_string()) : std::string();
}
double number(const boost::json::value& v) {
  if (v.is_double()) return v.as_double();
  if (v.is_int64()) return static_cast<double>(v.as_int64());
  if (v.is_string()) return std::atof(std::string(v.as_string()).c_str());
  return 0;
}
// The HKT day of a stored instant, or "" when NULL or unreadable.
std::string hk_day(const boost::json::value& v) {
  if (!v.is_string()) return {};
  auto at = domain::parse_db_instant(v.as_string());
  return at ? domain::format_date(domain::hk_date_of(*at)) : std::string();
}
double money(double v) { return std::round(v * 100) / 100; }

std::optional<int> read_days(const boost::json::object& body) {
  const auto* v = body.if_contains("days");
  if (v == nullptr || v->is_null()) return 30;
  std::int64_t n = 0;
  if (v->is_int64()) {
    n = v->as_int64();
  } else if (v->is_string()) {
    n = std::atoll(std::string(v->as_string()).c_str());
  }
  if (n == 7 || n == 30 || n == 90) return static_cast<int>(n);
  return std::nullopt;
}

}  // namespace

FnResult<boost::json::value> shop_analytics(FnCall& call) {
  auto business_id = lower_ascii(text_field(call.body, "businessId"));
  auto days = read_days(call.body);
  if (!days) {
    return fail(Code::invalid_parameter, "days must be 7, 30 or 90",
                boost::json::object{{"days", "days must be 7, 30 or 90"}});
  }
  if (!is_uuid(business_id)) return fail(Code::not_found, "Business not found");

  // The latest counts first, so what the owner just did shows (the flush is short).
  if (auto flushed = call.ctx.shop_counters->flush(*call.ctx.db); !flushed) {
    return std::unexpected(to_fn_error(flushed.error()));
  }

  const auto today = domain::hk_date_of(domain::to_minute(std::chrono::system_clock::now()));
  const auto first = std::chrono::sys_days(today) - std::chrono::days(*days - 1);
  const std::string from_day = domain::format_date(std::chrono::year_month_day(first));
  const std::string to_day = domain::format_date(today);
  const std::string from_at =
      domain::format_utc_minute(domain::hk_midnight(std::chrono::year_month_day(first)));

  return db::in_transaction(
      *call.ctx.db, db::TxOptions{db::TxMode::read, true},
      [](const db::DbError& e) { return to_fn_error(e); },
      [&](db::Connection& conn) -> FnResult<boost::json::value> {
        FN_TRY(shops, run(conn,
                          "SELECT merchant_id, rating, total_ratings FROM businesses "
                          "WHERE id = $1",
                          {business_id}));
        if (shops.rows.empty()) return fail(Code::not_found, "Business not found");
        const auto& shop = shops.rows[0];
        if (!call.principal.is_admin() && text(shop[0]) != call.principal.user_id) {
          return fail(Code::forbidden, "Only the shop's owner can see its analytics");
        }

        std::map<std::string, Day> by_day;
        for (auto d = first; d <= std::chrono::sys_days(today); d += std::chrono::days(1)) {
          by_day[domain::format_date(std::chrono::year_month_day(d))];
        }
        auto in_period = [&](const std::string& day) -> Day* {
          auto it = by_day.find(day);
          return it == by_day.end() ? nullptr : &it->second;
        };

        FN_TRY(stats, run(conn,
                          "SELECT day, page_views, search_impressions FROM shop_daily_stats "
                          "WHERE business_id = $1 AND day >= $2",
                          {business_id, from_day}));
        for (const auto& r : stats.rows) {
          if (auto* d = in_period(text(r[0]).substr(0, 10))) {
            d->page_views += static_cast<std::int64_t>(number(r[1]));
            d->search_impressions += static_cast<std::int64_t>(number(r[2]));
          }
        }

        // Every booking that may touch the period by creation, cancellation or visit.
        FN_TRY(bookings,
               run(conn,
                   "SELECT created_at, cancelled_at, start_at, status, price_hkd, user_id "
                   "FROM bookings WHERE shop_id = $1 AND (created_at >= $2 OR "
                   "cancelled_at >= $2 OR start_at >= $2)",
                   {business_id, from_at}));
        std::set<std::string> customers;
        std::map<std::string, std::string> latest_visit;  // user -> latest period visit
        for (const auto& r : bookings.rows) {
          const std::string status = text(r[3]);
          if (auto* d = in_period(hk_day(r[0]))) ++d->booking_requests;
          if (status == "cancelled") {
            if (auto* d = in_period(hk_day(r[1]))) ++d->cancellations;
            continue;
          }
          auto* visit = in_period(hk_day(r[2]));
          if (visit == nullptr) continue;
          if (status == "no_show") ++visit->no_shows;
          if (status == "confirmed" || status == "completed") visit->revenue += number(r[4]);
          if (const auto user = text(r[5]); !user.empty()) {
            customers.insert(user);
            auto& latest = latest_visit[user];
            if (text(r[2]) > latest) latest = text(r[2]);
          }
        }
        // Repeat: an earlier visit (not cancelled) at this shop than one in the period.
        std::int64_t repeat = 0;
        if (!customers.empty()) {
          FN_TRY(firsts, run(conn,
                             "SELECT user_id, min(start_at) FROM bookings WHERE shop_id = $1 "
                             "AND status <> 'cancelled' AND start_at IS NOT NULL AND "
                             "user_id IS NOT NULL GROUP BY user_id",
                             {business_id}));
          for (const auto& r : firsts.rows) {
            auto it = latest_visit.find(text(r[0]));
            if (it == latest_visit.end()) continue;
            auto first_visit = domain::parse_db_instant(text(r[1]));
            auto latest = domain::parse_db_instant(it->second);
            if (first_visit && latest && *first_visit < *latest) ++repeat;
          }
        }

        FN_TRY(reviews, run(conn,
                            "SELECT created_at, rating FROM reviews WHERE shop_id = $1 AND "
                            "status = 'published' AND created_at >= $2",
                            {business_id, from_at}));
        for (const auto& r : reviews.rows) {
          if (auto* d = in_period(hk_day(r[0]))) {
            ++d->reviews;
            d->rating_sum += static_cast<std::int64_t>(number(r[1]));
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
          daily.push_back(boost::json::object{
              {"day", day},
              {"page_views", d.page_views},
              {"search_impressions", d.search_impressions},
              {"booking_requests", d.booking_requests},
              {"cancellations", d.cancellations},
              {"no_shows", d.no_shows},
              {"revenue_hkd", money(d.revenue)},
              {"reviews", d.reviews},
              {"rating",
               d.reviews ? boost::json::value(std::round(100.0 * d.rating_sum / d.reviews) / 100)
                         : boost::json::value(nullptr)}});
        }
        boost::json::object totals{
            {"page_views", total.page_views},
            {"search_impressions", total.search_impressions},
            {"booking_requests", total.booking_requests},
            {"conversion",
             total.page_views
                 ? boost::json::value(
                       std::round(10000.0 * total.booking_requests / total.page_views) / 10000)
                 : boost::json::value(nullptr)},
            {"cancellations", total.cancellations},
            {"no_shows", total.no_shows},
            {"customers", static_cast<std::int64_t>(customers.size())},
            {"repeat_customers", repeat},
            {"revenue_hkd", money(total.revenue)},
            {"reviews", total.reviews},
            {"rating",
             total.reviews
                 ? boost::json::value(std::round(100.0 * total.rating_sum / total.reviews) / 100)
                 : boost::json::value(nullptr)},
            {"current_rating", number(shop[1])},
            {"total_ratings", static_cast<std::int64_t>(number(shop[2]))}};
        return boost::json::object{{"businessId", business_id},
                                   {"days", *days},
                                   {"from", from_day},
                                   {"to", to_day},
                                   {"timezone", "Asia/Hong_Kong"},
                                   {"totals", std::move(totals)},
                                   {"daily", std::move(daily)}};
      });
}

}  // namespace emu::functions
