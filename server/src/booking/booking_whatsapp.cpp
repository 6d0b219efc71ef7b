#include "booking/booking_whatsapp.hpp"

#include "mail/hk_time.hpp"
#include "mail/shop_text.hpp"
#include "messaging/consent.hpp"
#include "messaging/whatsapp_outbox.hpp"

namespace emu::booking {
namespace {

using messaging::Template;

std::optional<Template> customer_template(mail::BookingEmail kind) {
  switch (kind) {
    case mail::BookingEmail::confirmed:
      return Template::booking_confirmed;
    case mail::BookingEmail::requested:
      return Template::booking_request_received;
    case mail::BookingEmail::declined:
      return Template::booking_declined;
    case mail::BookingEmail::expired:
      return Template::booking_request_expired;
    case mail::BookingEmail::cancelled:
      return Template::booking_cancelled;
    case mail::BookingEmail::rescheduled:
      return Template::booking_changed;
    case mail::BookingEmail::reminder:
      return Template::booking_reminder;
    default:
      return std::nullopt;
  }
}

// {{1}} ... {{n}} of each template, in the order whatsapp_templates.cpp documents them.
std::vector<std::string> parameters(Template t, const mail::BookingMail& m, domain::Lang lang,
                                    const std::string& link, const std::string& extra = {}) {
  const std::string shop = mail::pick(m.shop_name, m.shop_name_zh, lang);
  const std::string service = mail::pick(m.service_name, m.service_name_zh, lang);
  const std::string staff = mail::pick(m.staff_name, m.staff_name_zh, lang);
  const std::string when = mail::booking_when(m, lang);
  switch (t) {
    case Template::booking_declined:
    case Template::booking_cancelled:
      return {shop, service, when, m.reason, link};
    case Template::booking_request_expired:
      return {shop, service, when, link};
    case Template::booking_reminder:
      return {shop, service, when, staff, m.shop_address, link};
    case Template::shop_new_booking:
    case Template::shop_new_request:
      return {shop, service, when, staff, extra, link};
    default:
      return {shop, service, when, staff, link};
  }
}

}  // namespace

db::Result<WhatsAppOutcome> whatsapp_instead_of_email(db::Connection& conn, mail::BookingEmail kind,
                                                      const mail::BookingMail& m,
                                                      const BookingParties& who, domain::Lang lang,
                                                      const std::string& site_url,
                                                      const std::string& email_json) {
  const auto t = customer_template(kind);
  if (!t || who.user_id.empty()) return WhatsAppOutcome::not_sent;
  auto wa = messaging::customer_whatsapp(conn, who.user_id);
  if (!wa) return std::unexpected(wa.error());
  if (!*wa || !(*wa)->opted_in || (*wa)->number.empty()) return WhatsAppOutcome::not_sent;
  messaging::WhatsAppMessage msg{(*wa)->number,
                                 *t,
                                 lang,
                                 parameters(*t, m, lang, site_url + "/user/bookings"),
                                 mail::booking_dedupe_key(kind, m),
                                 who.user_id,
                                 who.shop_id,
                                 m.booking_id,
                                 email_json,
                                 {}};
  auto id = messaging::queue_whatsapp(conn, msg);
  if (!id) return std::unexpected(id.error());
  return *id ? WhatsAppOutcome::queued : WhatsAppOutcome::already;
}

db::Result<bool> alert_shop(db::Connection& conn, const mail::BookingMail& m,
                            const BookingParties& who, domain::Lang lang,
                            const std::string& site_url) {
  auto alerts = messaging::shop_alerts(conn, who.shop_id);
  if (!alerts) return std::unexpected(alerts.error());
  if (!*alerts || !(*alerts)->enabled || (*alerts)->phone.empty()) return false;
  const auto t = m.pending ? Template::shop_new_request : Template::shop_new_booking;
  messaging::WhatsAppMessage msg{(*alerts)->phone,
                                 t,
                                 lang,
                                 parameters(t, m, lang, site_url + "/merchant/dashboard",
                                            who.customer.empty() ? m.customer : who.customer),
                                 mail::booking_dedupe_key(mail::BookingEmail::merchant_new, m),
                                 {},
                                 who.shop_id,
                                 m.booking_id,
                                 {},
                                 {}};
  auto id = messaging::queue_whatsapp(conn, msg);
  if (!id) return std::unexpected(id.error());
  return id->has_value();
}

db::Result<bool> queue_deposit_due(db::Connection& conn, const mail::BookingMail& m,
                                   const BookingParties& who, domain::Lang lang,
                                   const std::string& amount_hkd, const std::string& due_at,
                                   const std::string& pay_link) {
  if (who.user_id.empty()) return false;
  auto wa = messaging::customer_whatsapp(conn, who.user_id);
  if (!wa) return std::unexpected(wa.error());
  if (!*wa || !(*wa)->opted_in || (*wa)->number.empty()) return false;
  const std::string shop = mail::pick(m.shop_name, m.shop_name_zh, lang);
  const std::string service = mail::pick(m.service_name, m.service_name_zh, lang);
  messaging::WhatsAppMessage msg{(*wa)->number,
                                 Template::deposit_due,
                                 lang,
                                 {shop, service, mail::booking_when(m, lang), amount_hkd,
                                  mail::hk_time_text(due_at, lang).value_or(due_at), pay_link},
                                 "deposit-due:" + m.booking_id,
                                 who.user_id,
                                 who.shop_id,
                                 m.booking_id,
                                 {},
                                 {}};
  auto id = messaging::queue_whatsapp(conn, msg);
  if (!id) return std::unexpected(id.error());
  return id->has_value();
}

}  // namespace emu::booking
