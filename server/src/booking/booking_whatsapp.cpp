#include "booking/booking_whatsapp.hpp"

#include "booking/booking_notify.hpp"
#include "booking/cells.hpp"
#include "booking/sql.hpp"
#include "mail/hk_time.hpp"
#include "mail/shop_text.hpp"
#include "mail/stored_email.hpp"
#include "messaging/consent.hpp"
#include "messaging/whatsapp_outbox.hpp"

namespace emu::booking {
namespace {

using messaging::Template;

// Who a booking concerns besides what its e-mails show.
struct Parties {
  std::string user_id;  // the customer's account ("" for a manual booking)
  std::string shop_id;
  std::string customer;  // the customer's name, else "" (the alert then says their e-mail)
};

db::Result<Parties> parties_of(db::Connection& conn, const std::string& booking_id) {
  auto r = run(conn, sql::kMessageParties, {booking_id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return Parties{};
  const auto& row = r->rows[0];
  return Parties{text(row[0]), text(row[1]), text(row[2])};
}

// The number of a customer who opted in, else "".
db::Result<std::string> consenting_number(db::Connection& conn, const std::string& user_id) {
  if (user_id.empty()) return std::string();
  auto wa = messaging::customer_whatsapp(conn, user_id);
  if (!wa) return std::unexpected(wa.error());
  if (!*wa || !(*wa)->opted_in) return std::string();
  return (*wa)->number;
}

// The customer's WhatsApp template standing in for each booking e-mail that has one.
constexpr std::pair<mail::BookingEmail, Template> kCustomerTemplates[] = {
    {mail::BookingEmail::confirmed, Template::booking_confirmed},
    {mail::BookingEmail::requested, Template::booking_request_received},
    {mail::BookingEmail::declined, Template::booking_declined},
    {mail::BookingEmail::expired, Template::booking_request_expired},
    {mail::BookingEmail::cancelled, Template::booking_cancelled},
    {mail::BookingEmail::rescheduled, Template::booking_changed},
    {mail::BookingEmail::reminder, Template::booking_reminder},
};

std::optional<Template> customer_template(mail::BookingEmail kind) {
  for (const auto& [email, template_id] : kCustomerTemplates) {
    if (email == kind) return template_id;
  }
  return std::nullopt;
}

// {{1}} ... {{n}} of each template, in the order whatsapp_templates.cpp documents them.
std::vector<std::string> parameters(Template t, const mail::BookingMail& m, domain::Lang lang,
                                    const std::string& link, const std::string& customer = {}) {
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
      return {shop, service, when, staff, customer, link};
    default:
      return {shop, service, when, staff, link};
  }
}

db::Result<WhatsAppOutcome> queue(db::Connection& conn, const messaging::WhatsAppMessage& msg) {
  auto id = messaging::queue_whatsapp(conn, msg);
  if (!id) return std::unexpected(id.error());
  return *id ? WhatsAppOutcome::queued : WhatsAppOutcome::already;
}

}  // namespace

db::Result<WhatsAppOutcome> on_whatsapp(db::Connection& conn, mail::BookingEmail kind,
                                        bool customer, const mail::BookingMail& m,
                                        domain::Lang lang, const std::string& site_url,
                                        const mail::OutboxEmail& email) {
  const auto t =
      customer ? customer_template(kind)
      : kind == mail::BookingEmail::merchant_new
          ? std::optional(m.pending ? Template::shop_new_request : Template::shop_new_booking)
          : std::nullopt;
  if (!t) return WhatsAppOutcome::not_sent;
  auto who = parties_of(conn, m.booking_id);
  if (!who) return std::unexpected(who.error());
  if (customer) {
    auto number = consenting_number(conn, who->user_id);
    if (!number) return std::unexpected(number.error());
    if (number->empty()) return WhatsAppOutcome::not_sent;
    return queue(conn, {*number,
                        *t,
                        lang,
                        parameters(*t, m, lang, site_url + "/user/bookings"),
                        mail::booking_dedupe_key(kind, m),
                        who->user_id,
                        who->shop_id,
                        m.booking_id,
                        mail::stored_email(email),
                        {}});
  }
  auto alerts = messaging::shop_alerts(conn, who->shop_id);
  if (!alerts) return std::unexpected(alerts.error());
  if (*alerts && (*alerts)->enabled && !(*alerts)->phone.empty()) {
    auto alerted = queue(conn, {(*alerts)->phone,
                                *t,
                                lang,
                                parameters(*t, m, lang, site_url + "/merchant/dashboard",
                                           who->customer.empty() ? m.customer : who->customer),
                                mail::booking_dedupe_key(kind, m),
                                {},
                                who->shop_id,
                                m.booking_id,
                                {},
                                {}});
    if (!alerted) return std::unexpected(alerted.error());
  }
  return WhatsAppOutcome::not_sent;  // the shop's e-mail goes as well
}

db::Result<bool> queue_deposit_due_whatsapp(db::Connection& conn, const std::string& booking_id,
                                            const std::string& amount_hkd,
                                            const std::string& due_at,
                                            const std::string& pay_link) {
  if (!messaging::whatsapp_sending()) return false;
  auto r = run(conn, sql::kDepositDueMessage, {booking_id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return false;
  const auto& row = r->rows[0];
  auto number = consenting_number(conn, text(row[7]));
  if (!number) return std::unexpected(number.error());
  if (number->empty()) return false;
  mail::BookingMail m;
  m.booking_id = text(row[0]);
  m.start = instant(row[1]).value_or(0);
  m.end = instant(row[2]).value_or(m.start);
  const auto lang = recipient_lang(row[9], row[10]);
  const std::string shop = mail::pick(text(row[3]), text(row[4]), lang);
  const std::string service = mail::pick(text(row[5]), text(row[6]), lang);
  auto queued = queue(conn, {*number,
                             Template::deposit_due,
                             lang,
                             {shop, service, mail::booking_when(m, lang), amount_hkd,
                              mail::hk_time_text(due_at, lang).value_or(due_at), pay_link},
                             "deposit-due:" + m.booking_id,
                             text(row[7]),
                             text(row[8]),
                             m.booking_id,
                             {},
                             {}});
  if (!queued) return std::unexpected(queued.error());
  return *queued == WhatsAppOutcome::queued;
}

}  // namespace emu::booking
