#include "reviews/review_notify.hpp"

#include "booking/booking_notify.hpp"
#include "booking/cells.hpp"

namespace emu::reviews {
namespace {

// Columns: record id, shop id, shop name (en, zh), service name (en, zh), recipient e-mail,
// preferred_lang, user metadata, visit start, legacy visit date, rating, comment, reply.
constexpr std::string_view kBooking =
    "SELECT b.id, b.shop_id, sh.name, sh.name_zh, sv.name, sv.name_zh, u.email, p.preferred_lang, "
    "u.raw_user_meta_data, b.start_at, b.booking_date, NULL, NULL, NULL "
    "FROM bookings b JOIN businesses sh ON sh.id = b.shop_id "
    "LEFT JOIN services sv ON sv.id = b.service_id LEFT JOIN users u ON u.id = b.user_id "
    "LEFT JOIN user_profiles p ON p.user_id = b.user_id WHERE b.id = $1";

std::string review_sql(std::string_view recipient) {
  return "SELECT r.id, r.shop_id, sh.name, sh.name_zh, r.service_name, r.service_name_zh, "
         "u.email, p.preferred_lang, u.raw_user_meta_data, b.start_at, b.booking_date, r.rating, "
         "r.comment, r.merchant_reply FROM reviews r JOIN businesses sh ON sh.id = r.shop_id "
         "LEFT JOIN bookings b ON b.id = r.booking_id LEFT JOIN users u ON u.id = " +
         std::string(recipient) + " LEFT JOIN user_profiles p ON p.user_id = u.id WHERE r.id = $1";
}

std::string visit_date(const boost::json::value& start, const boost::json::value& legacy) {
  if (auto at = booking::instant(start)) return domain::format_date(domain::hk_date_of(*at));
  return booking::text(legacy).substr(0, 10);
}

}  // namespace

db::Result<bool> notify(db::Connection& conn, mail::ReviewEmail kind, const std::string& record_id,
                        const std::string& site_url) {
  static const std::string to_owner = review_sql("sh.merchant_id");
  static const std::string to_author = review_sql("r.user_id");
  const std::string_view sql = kind == mail::ReviewEmail::invitation     ? kBooking
                               : kind == mail::ReviewEmail::merchant_new ? to_owner
                                                                         : to_author;
  auto r = booking::run(conn, sql, {record_id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return false;
  const auto& row = r->rows[0];
  const auto address = booking::text(row[6]);
  if (address.empty()) return false;
  mail::ReviewMail m;
  m.record_id = booking::text(row[0]);
  m.shop_id = booking::text(row[1]);
  m.shop_name = booking::text(row[2]);
  m.shop_name_zh = booking::text(row[3]);
  m.service_name = booking::text(row[4]);
  m.service_name_zh = booking::text(row[5]);
  m.visit_date = visit_date(row[9], row[10]);
  m.rating = static_cast<int>(booking::integer(row[11]));
  m.comment = booking::text(row[12]);
  m.reply = booking::text(row[13]);
  const auto lang = booking::recipient_lang(row[7], row[8]);
  auto id = mail::enqueue_email_once(conn, mail::review_email(kind, lang, address, m, site_url));
  if (!id) return std::unexpected(id.error());
  return id->has_value();
}

}  // namespace emu::reviews
