#include "book/calendar.hpp"

#include <boost/json/parse.hpp>

#include "book/params.hpp"
#include "booking/cells.hpp"
#include "domain/booking_time.hpp"

namespace emu::book {
namespace {

// The staff member's filter ($2) is NULL for the whole shop; the comparison comes first, so
// PostgreSQL takes the parameter's type from it.
constexpr std::string_view kCalendarStaff = R"sql(
    SELECT id, name, name_zh, is_active FROM staff
    WHERE business_id = $1 AND (id = $2 OR $2 IS NULL) ORDER BY sort_order, id)sql";

constexpr std::string_view kCalendarStaffHours = R"sql(
    SELECT h.staff_id, h.weekday, h.start_time, h.end_time FROM staff_hours h
    JOIN staff st ON st.id = h.staff_id
    WHERE st.business_id = $1 AND (st.id = $2 OR $2 IS NULL)
    ORDER BY h.staff_id, h.weekday, h.start_time)sql";

constexpr std::string_view kCalendarShop = R"sql(
    SELECT operating_hours FROM businesses WHERE id = $1)sql";

constexpr std::string_view kCalendarServices = R"sql(
    SELECT id, name, name_zh, duration, buffer_after_min, price FROM services
    WHERE shop_id = $1 AND is_active ORDER BY name, id)sql";

// Live bookings overlapping [$3, $4): a booking holds its staff member for at most two days
// (domain::kMaxServiceMin + kMaxBufferMin), so the index (shop_id, start_at) is read from $2,
// two days before the range. The customer is the one the shop wrote down, else the account's.
// A booking awaiting its deposit holds its time, so the shop sees it too.
constexpr std::string_view kCalendarBookings = R"sql(
    SELECT b.id, b.staff_id, b.service_id, s.name, s.name_zh, b.start_at, b.end_at, b.status,
    b.source, COALESCE(b.customer_name, p.name), COALESCE(b.customer_phone, p.phone_number),
    COALESCE(b.customer_email, p.email), b.note, b.user_id, b.price_hkd
    FROM bookings b LEFT JOIN services s ON s.id = b.service_id
    LEFT JOIN user_profiles p ON p.user_id = b.user_id
    WHERE b.shop_id = $1 AND b.start_at >= $2 AND b.start_at < $4 AND b.end_at > $3
    AND b.status IN ('pending', 'confirmed', 'completed', 'no_show', 'awaiting_payment')
    AND (b.staff_id = $5 OR $5 IS NULL) ORDER BY b.start_at, b.id)sql";

// Blocks overlapping [$3, $4) (a block lasts at most a day: read from $2, a day before); a
// whole-shop block (staff_id NULL) belongs to every staff member's calendar.
constexpr std::string_view kCalendarBlocks = R"sql(
    SELECT id, staff_id, starts_at, ends_at, reason FROM blocks
    WHERE shop_id = $1 AND starts_at >= $2 AND starts_at < $4 AND ends_at > $3
    AND (staff_id = $5 OR $5 IS NULL OR staff_id IS NULL) ORDER BY starts_at, id)sql";

boost::json::value hkt(const boost::json::value& v) {
  if (auto at = booking::instant(v)) return boost::json::value(domain::format_hkt(*at));
  return nullptr;
}

// "10:00" of a TIME cell ("10:00:00" on PostgreSQL, as written on SQLite).
std::string hhmm(const boost::json::value& v) { return booking::text(v).substr(0, 5); }

boost::json::value nullable_text(const boost::json::value& v) {
  return v.is_null() ? boost::json::value(nullptr) : boost::json::value(booking::text(v));
}

boost::json::value price(const boost::json::value& v) {
  return v.is_null() ? boost::json::value(nullptr) : boost::json::value(booking::real(v));
}

boost::json::value opening_hours(const boost::json::value& v) {
  if (v.is_object()) return v;
  if (v.is_string()) {
    boost::system::error_code ec;
    auto parsed = boost::json::parse(v.as_string(), ec);
    if (!ec && parsed.is_object()) return parsed;
  }
  return boost::json::object{};
}

}  // namespace

db::Result<boost::json::object> read_calendar(db::Connection& conn, const CalendarRange& range) {
  const auto start = domain::hk_midnight(range.from);
  const auto end = start + static_cast<domain::Minute>(range.days) * 1440;
  const auto staff_filter = optional_param(range.staff_id);

  auto shop = booking::run(conn, kCalendarShop, {range.shop_id});
  if (!shop) return std::unexpected(shop.error());
  auto staff = booking::run(conn, kCalendarStaff, {range.shop_id, staff_filter});
  if (!staff) return std::unexpected(staff.error());
  auto hours = booking::run(conn, kCalendarStaffHours, {range.shop_id, staff_filter});
  if (!hours) return std::unexpected(hours.error());
  auto services = booking::run(conn, kCalendarServices, {range.shop_id});
  if (!services) return std::unexpected(services.error());
  auto bookings = booking::run(conn, kCalendarBookings,
                               {range.shop_id, booking::utc(start - 2 * 1440), booking::utc(start),
                                booking::utc(end), staff_filter});
  if (!bookings) return std::unexpected(bookings.error());
  auto blocks = booking::run(conn, kCalendarBlocks,
                             {range.shop_id, booking::utc(start - 1440), booking::utc(start),
                              booking::utc(end), staff_filter});
  if (!blocks) return std::unexpected(blocks.error());

  boost::json::array staff_out;
  for (const auto& r : staff->rows) {
    const auto id = booking::text(r[0]);
    boost::json::array own;
    for (const auto& h : hours->rows) {
      if (booking::text(h[0]) != id) continue;
      own.emplace_back(boost::json::object{
          {"weekday", booking::integer(h[1])}, {"start", hhmm(h[2])}, {"end", hhmm(h[3])}});
    }
    staff_out.emplace_back(boost::json::object{{"id", id},
                                               {"name", booking::text(r[1])},
                                               {"name_zh", nullable_text(r[2])},
                                               {"is_active", booking::boolean(r[3])},
                                               {"hours", std::move(own)}});
  }
  boost::json::array services_out;
  for (const auto& r : services->rows) {
    services_out.emplace_back(boost::json::object{{"id", booking::text(r[0])},
                                                  {"name", booking::text(r[1])},
                                                  {"name_zh", nullable_text(r[2])},
                                                  {"duration", booking::integer(r[3])},
                                                  {"buffer_after_min", booking::integer(r[4])},
                                                  {"price_hkd", price(r[5])}});
  }
  boost::json::array bookings_out;
  bookings_out.reserve(bookings->rows.size());
  for (const auto& r : bookings->rows) {
    bookings_out.emplace_back(boost::json::object{
        {"id", booking::text(r[0])},
        {"staff_id", nullable_text(r[1])},
        {"service_id", nullable_text(r[2])},
        {"service",
         boost::json::object{{"name", nullable_text(r[3])}, {"name_zh", nullable_text(r[4])}}},
        {"start_at", hkt(r[5])},
        {"end_at", hkt(r[6])},
        {"status", booking::text(r[7])},
        {"source", booking::text(r[8])},
        {"customer", boost::json::object{{"name", nullable_text(r[9])},
                                         {"phone", nullable_text(r[10])},
                                         {"email", nullable_text(r[11])}}},
        {"note", nullable_text(r[12])},
        {"user_id", nullable_text(r[13])},
        {"price_hkd", price(r[14])}});
  }
  boost::json::array blocks_out;
  for (const auto& r : blocks->rows) {
    blocks_out.emplace_back(boost::json::object{{"id", booking::text(r[0])},
                                                {"staff_id", nullable_text(r[1])},
                                                {"starts_at", hkt(r[2])},
                                                {"ends_at", hkt(r[3])},
                                                {"reason", nullable_text(r[4])}});
  }
  const auto last = domain::hk_date_of(end - 1);
  return boost::json::object{{"shopId", range.shop_id},
                             {"from", domain::format_date(range.from)},
                             {"to", domain::format_date(last)},
                             {"days", range.days},
                             {"timezone", "Asia/Hong_Kong"},
                             {"openingHours", shop->rows.empty() ? boost::json::object{}
                                                                 : opening_hours(shop->rows[0][0])},
                             {"staff", std::move(staff_out)},
                             {"services", std::move(services_out)},
                             {"bookings", std::move(bookings_out)},
                             {"blocks", std::move(blocks_out)}};
}

}  // namespace emu::book
