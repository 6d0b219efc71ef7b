#include "booking/booking_notify.hpp"

#include <fmt/format.h>

#include "booking/booking_whatsapp.hpp"
#include "booking/cells.hpp"
#include "mail/outbox.hpp"
#include "messaging/whatsapp_outbox.hpp"

namespace emu::booking {
namespace {

// The customer's address is their account's, or the one the shop wrote down for a manual
// booking (salon-day.md C.2).
constexpr std::string_view kRead = R"sql(
    SELECT b.id, b.start_at, b.end_at, b.status, sh.name, sh.name_zh, sh.address, sv.name,
    sv.name_zh, st.name, st.name_zh, COALESCE(cu.email, b.customer_email), cp.preferred_lang,
    cu.raw_user_meta_data,
    mu.email, mp.preferred_lang, mu.raw_user_meta_data, b.deposit_hkd
    FROM bookings b JOIN businesses sh ON sh.id = b.shop_id
    LEFT JOIN services sv ON sv.id = b.service_id LEFT JOIN staff st ON st.id = b.staff_id
    LEFT JOIN users cu ON cu.id = b.user_id LEFT JOIN user_profiles cp ON cp.user_id = b.user_id
    LEFT JOIN users mu ON mu.id = sh.merchant_id
    LEFT JOIN user_profiles mp ON mp.user_id = sh.merchant_id WHERE b.id = $1)sql";

}  // namespace

domain::Lang recipient_lang(const boost::json::value& preferred,
                            const boost::json::value& metadata) {
  if (preferred.is_string() && !preferred.as_string().empty()) {
    return domain::parse_lang(preferred.as_string());
  }
  if (metadata.is_object()) {
    if (const auto* l = metadata.as_object().if_contains("lang"); l && l->is_string()) {
      return domain::parse_lang(l->as_string());
    }
  }
  return domain::Lang::en;
}

db::Result<bool> notify(db::Connection& conn, mail::BookingEmail kind, Recipient to,
                        const std::string& booking_id, const std::string& site_url,
                        const std::string& reason) {
  auto r = run(conn, kRead, {booking_id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return false;
  const auto& row = r->rows[0];
  mail::BookingMail m;
  m.booking_id = text(row[0]);
  m.start = instant(row[1]).value_or(0);
  m.end = instant(row[2]).value_or(m.start);
  m.pending = text(row[3]) == "pending";
  m.shop_name = text(row[4]);
  m.shop_name_zh = text(row[5]);
  m.shop_address = text(row[6]);
  m.service_name = text(row[7]);
  m.service_name_zh = text(row[8]);
  m.staff_name = text(row[9]);
  m.staff_name_zh = text(row[10]);
  m.customer = text(row[11]);
  m.reason = reason;
  if (!row[17].is_null()) m.deposit = fmt::format("HK${:.2f}", real(row[17]));
  const bool customer = to == Recipient::customer;
  const std::string address = customer ? text(row[11]) : text(row[14]);
  if (address.empty()) return false;
  const auto lang = customer ? recipient_lang(row[12], row[13]) : recipient_lang(row[15], row[16]);
  auto row_out = mail::booking_email(kind, lang, address, m, site_url);
  if (messaging::whatsapp_sending()) {
    auto sent = on_whatsapp(conn, kind, customer, m, lang, site_url, row_out);
    if (!sent) return std::unexpected(sent.error());
    if (*sent != WhatsAppOutcome::not_sent) return *sent == WhatsAppOutcome::queued;
  }
  auto id = mail::enqueue_email_once(conn, row_out);
  if (!id) return std::unexpected(id.error());
  return id->has_value();
}

}  // namespace emu::booking
