#include "reviews/review_notify.hpp"

#include "booking/booking_notify.hpp"
#include "booking/cells.hpp"
#include "reviews/sql.hpp"

namespace emu::reviews {
namespace {

std::string visit_date(const boost::json::value& start, const boost::json::value& legacy) {
  if (auto at = booking::instant(start)) return domain::format_date(domain::hk_date_of(*at));
  return booking::text(legacy).substr(0, 10);
}

}  // namespace

db::Result<bool> notify(db::Connection& conn, mail::ReviewEmail kind, const std::string& record_id,
                        const std::string& site_url) {
  const std::string_view statement = kind == mail::ReviewEmail::invitation ? sql::kInvitationMail
                                     : kind == mail::ReviewEmail::merchant_new
                                         ? std::string_view(sql::kReviewMailToOwner)
                                         : std::string_view(sql::kReviewMailToAuthor);
  auto r = booking::run(conn, statement, {record_id});
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
