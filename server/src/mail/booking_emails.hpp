// The booking e-mails (issue 14): to the customer when a booking is confirmed, requested,
// declined, expired, cancelled, rescheduled or 24 h away, its deposit is received or it is
// released unpaid (issue 29), and to the shop when a booking or
// request arrives or is cancelled. Each body carries both languages, the recipient's first;
// times are Hong Kong time; customer e-mails about a live booking carry an .ics file.
#pragma once

#include <string>
#include <string_view>

#include "domain/booking_time.hpp"
#include "domain/messages.hpp"
#include "mail/outbox.hpp"

namespace emu::mail {

enum class BookingEmail {
  confirmed,           // booking-confirmed (auto-confirm, or the shop accepted the request)
  requested,           // booking-requested (request mode: waiting for the shop)
  declined,            // booking-declined (reason given by the shop)
  expired,             // booking-expired (the shop did not answer in time)
  cancelled,           // booking-cancelled (by the customer, the shop or the weather rule)
  rescheduled,         // booking-rescheduled
  reminder,            // booking-reminder (24 h before)
  merchant_new,        // booking-merchant-new (a booking or a request to answer)
  merchant_cancelled,  // booking-merchant-cancelled (the customer cancelled)
  deposit_received,    // booking-deposit-received (the deposit was paid; salon-day.md C.3)
  unpaid_released,     // booking-unpaid-released (no deposit by the deadline: released)
};

struct BookingMail {
  std::string booking_id;
  std::string shop_name, shop_name_zh, shop_address;
  std::string service_name, service_name_zh;
  std::string staff_name, staff_name_zh;
  std::string customer;  // the customer's e-mail (merchant e-mails)
  std::string reason;    // decline / cancel reason, may be empty
  std::string deposit;   // the deposit as "HK$100.00", empty when none
  domain::Minute start = 0, end = 0;
  bool pending = false;  // a request not confirmed yet (merchant_new)
};

std::string_view booking_email_type(BookingEmail kind);
// "5 December 2026, 16:15–17:15 HKT" / "2026年12月5日 16:15–17:15（香港時間）": the booking's time
// as its e-mails and WhatsApp messages show it.
std::string booking_when(const BookingMail& mail, domain::Lang lang);
// "<email type>:<booking id>" (rescheduled adds the new start; the outbox keeps each once).
std::string booking_dedupe_key(BookingEmail kind, const BookingMail& mail);
// The .ics of the booking (VEVENT in UTC, UID <booking id>@emu.hk); cancelled: STATUS:CANCELLED.
std::string booking_ics(const BookingMail& mail, bool cancelled, std::string_view site_url);
// The outbox row: subject in `lang`, body in `lang` then the other language.
OutboxEmail booking_email(BookingEmail kind, domain::Lang lang, const std::string& to,
                          const BookingMail& mail, std::string_view site_url);

}  // namespace emu::mail
