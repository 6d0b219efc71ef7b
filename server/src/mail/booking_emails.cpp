#include "mail/booking_emails.hpp"

#include <fmt/format.h>

#include <array>
#include <kainjow/mustache.hpp>

#include "domain/ics.hpp"
#include "mail/shop_text.hpp"
#include "mail/two_language_section.hpp"

namespace emu::mail {
namespace {

namespace mustache = kainjow::mustache;
using domain::Lang;

struct BookingTexts {
  std::string_view subject, heading, intro;
};

// {shop} is the shop's name in the text's language. Index: BookingEmail; [0] en, [1] zh.
constexpr std::array<std::array<BookingTexts, 2>, 11> kBookingTexts{{
    {{{"Booking confirmed: {shop}", "Your booking is confirmed",
       "See you soon. The details are below; the attached calendar file adds it to your calendar."},
      {"預約已確認：{shop}", "你的預約已確認",
       "期待與你見面。預約詳情如下，附件的日曆檔可加入你的日曆。"}}},
    {{{"Booking request sent: {shop}", "Request sent — waiting for the shop",
       "The shop will confirm or decline your request. The time is held for you meanwhile."},
      {"已發出預約請求：{shop}", "已發出請求，等待商戶確認",
       "商戶會確認或拒絕你的請求，期間此時段會為你保留。"}}},
    {{{"Booking declined: {shop}", "The shop declined your request",
       "Sorry, the shop cannot take this booking. You are welcome to choose another time."},
      {"預約被拒：{shop}", "商戶未能接受你的預約請求",
       "抱歉，商戶未能接受此預約，歡迎選擇其他時間。"}}},
    {{{"Booking request expired: {shop}", "Your request expired",
       "The shop did not answer in time, so the request was cancelled. Please choose another "
       "time."},
      {"預約請求已過期：{shop}", "你的預約請求已過期",
       "商戶未有及時回覆，請求已自動取消，請選擇其他時間。"}}},
    {{{"Booking cancelled: {shop}", "Your booking is cancelled",
       "This booking has been cancelled."},
      {"預約已取消：{shop}", "你的預約已取消", "此預約已取消。"}}},
    {{{"Booking moved: {shop}", "Your booking has a new time",
       "Your booking was moved. The new time is below; the attached calendar file replaces the "
       "old one."},
      {"預約已改期：{shop}", "你的預約時間已更改",
       "你的預約已改期，新時間如下，附件的日曆檔會取代舊的。"}}},
    {{{"Reminder: your booking at {shop} tomorrow", "See you soon",
       "A reminder of your booking in about 24 hours."},
      {"提提你：明天在{shop}的預約", "期待與你見面", "提提你，你的預約約在 24 小時後。"}}},
    {{{"New booking: {shop}", "You have a new booking",
       "A customer booked through Emu. Requests wait for you in the Bookings inbox."},
      {"新預約：{shop}", "你有一個新預約",
       "有顧客透過 Emu 預約。待確認的請求在「預約」收件匣等你處理。"}}},
    {{{"Booking cancelled by the customer: {shop}", "A customer cancelled",
       "The time is free again for other customers."},
      {"顧客已取消預約：{shop}", "顧客取消了預約", "此時段已重新開放給其他顧客。"}}},
    {{{"Deposit received: {shop}", "Your deposit is received",
       "Thank you. The shop has your deposit for this booking. A free cancellation in time "
       "refunds it in full; a late cancellation or a no-show keeps it."},
      {"已收到訂金：{shop}", "已收到你的訂金",
       "多謝。商戶已收到此預約的訂金。於期限前取消可獲全數退還；逾時取消或缺席則不獲退還。"}}},
    {{{"Booking released: {shop}", "The time to pay the deposit has passed",
       "The deposit was not paid in time, so the booking was released and the time is free "
       "again. You are welcome to book again."},
      {"預約已取消：{shop}", "訂金付款時限已過",
       "由於未有在時限前支付訂金，預約已取消，該時段已重新開放。歡迎再次預約。"}}},
}};

constexpr std::array<std::string_view, 11> kBookingTypes{
    "booking-confirmed",        "booking-requested",      "booking-declined",
    "booking-expired",          "booking-cancelled",      "booking-rescheduled",
    "booking-reminder",         "booking-merchant-new",   "booking-merchant-cancelled",
    "booking-deposit-received", "booking-unpaid-released"};

bool to_merchant(BookingEmail kind) {
  return kind == BookingEmail::merchant_new || kind == BookingEmail::merchant_cancelled;
}
bool carries_ics(BookingEmail kind) {
  return kind == BookingEmail::confirmed || kind == BookingEmail::requested ||
         kind == BookingEmail::rescheduled || kind == BookingEmail::reminder ||
         kind == BookingEmail::cancelled;
}

}  // namespace

std::string booking_when(const BookingMail& m, Lang lang) {
  const auto date = domain::hk_date_of(m.start);
  const auto y = static_cast<int>(date.year());
  const auto mo = static_cast<unsigned>(date.month());
  const auto d = static_cast<unsigned>(date.day());
  constexpr std::array<std::string_view, 12> months{
      "January", "February", "March",     "April",   "May",      "June",
      "July",    "August",   "September", "October", "November", "December"};
  if (lang == Lang::zh) {
    return fmt::format("{}年{}月{}日 {}–{}（香港時間）", y, mo, d, domain::hhmm_hkt(m.start),
                       domain::hhmm_hkt(m.end));
  }
  return fmt::format("{} {} {}, {}–{} HKT", d, months[mo - 1], y, domain::hhmm_hkt(m.start),
                     domain::hhmm_hkt(m.end));
}

namespace {

mustache::data section(BookingEmail kind, Lang lang, const BookingMail& m) {
  const bool zh = lang == Lang::zh;
  const auto& t = kBookingTexts[static_cast<std::size_t>(kind)][zh ? 1 : 0];
  TwoLanguageSection out(zh);
  auto row = [&](std::string_view label, const std::string& value) { out.row(label, value); };
  row(zh ? "商戶" : "Shop", pick(m.shop_name, m.shop_name_zh, lang));
  row(zh ? "服務" : "Service", pick(m.service_name, m.service_name_zh, lang));
  row(zh ? "服務人員" : "Staff", pick(m.staff_name, m.staff_name_zh, lang));
  row(zh ? "時間" : "When", booking_when(m, lang));
  row(zh ? "地址" : "Address", m.shop_address);
  if (to_merchant(kind)) row(zh ? "顧客" : "Customer", m.customer);
  if (kind == BookingEmail::merchant_new) {
    row(zh ? "狀態" : "Status",
        m.pending ? (zh ? "待確認" : "Request, waiting for you") : (zh ? "已確認" : "Confirmed"));
  }
  row(zh ? "原因" : "Reason", m.reason);
  if (kind == BookingEmail::deposit_received) row(zh ? "訂金" : "Deposit", m.deposit);
  return out.finish(t.heading, t.intro);
}

}  // namespace

std::string_view booking_email_type(BookingEmail kind) {
  return kBookingTypes[static_cast<std::size_t>(kind)];
}

std::string booking_dedupe_key(BookingEmail kind, const BookingMail& mail) {
  std::string key = std::string(booking_email_type(kind)) + ":" + mail.booking_id;
  if (kind == BookingEmail::rescheduled) key += ":" + domain::format_utc_minute(mail.start);
  return key;
}

std::string booking_ics(const BookingMail& m, bool cancelled, std::string_view site_url) {
  std::string summary = m.service_name.empty() ? m.shop_name : m.service_name + " · " + m.shop_name;
  std::string out =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Emu//Booking//EN\r\nMETHOD:PUBLISH\r\n"
      "BEGIN:VEVENT\r\n";
  out += "UID:" + m.booking_id + "@emu.hk\r\n";
  out += "DTSTAMP:" + domain::ics_utc(m.start) + "\r\n";
  out += "DTSTART:" + domain::ics_utc(m.start) + "\r\n";
  out += "DTEND:" + domain::ics_utc(m.end) + "\r\n";
  out += "SUMMARY:" + domain::ics_text(summary) + "\r\n";
  if (!m.shop_address.empty()) out += "LOCATION:" + domain::ics_text(m.shop_address) + "\r\n";
  out += "URL:" + std::string(site_url) + "/user/bookings\r\n";
  out += std::string("STATUS:") +
         (cancelled   ? "CANCELLED"
          : m.pending ? "TENTATIVE"
                      : "CONFIRMED") +
         "\r\n";
  out += "END:VEVENT\r\nEND:VCALENDAR\r\n";
  return out;
}

OutboxEmail booking_email(BookingEmail kind, Lang lang, const std::string& to, const BookingMail& m,
                          std::string_view site_url) {
  const bool zh = lang == Lang::zh;
  const auto& t = kBookingTexts[static_cast<std::size_t>(kind)][zh ? 1 : 0];
  const std::string subject = fill_shop(t.subject, pick(m.shop_name, m.shop_name_zh, lang));
  const std::string link =
      std::string(site_url) + (to_merchant(kind) ? "/merchant/dashboard" : "/user/bookings");
  auto out = two_language_email(
      {to, std::string(booking_email_type(kind)), zh, subject, link,
       to_merchant(kind) ? (zh ? "查看預約 · View bookings" : "View bookings · 查看預約")
                         : (zh ? "我的預約 · My bookings" : "My bookings · 我的預約"),
       std::string(site_url)},
      section(kind, lang, m), section(kind, zh ? Lang::en : Lang::zh, m));
  out.params = {
      {"bookingId", m.booking_id}, {"startAt", domain::format_hkt(m.start)}, {"link", link}};
  out.dedupe_key = booking_dedupe_key(kind, m);
  if (carries_ics(kind)) {
    out.ics = booking_ics(m, kind == BookingEmail::cancelled, site_url);
  }
  return out;
}

}  // namespace emu::mail
