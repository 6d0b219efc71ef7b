// create-booking (signed in): one transaction (marketplace.md 3.3) that returns the booking an
// idempotency key made before (200), re-checks the shop's rules for the start on the server,
// and inserts the booking with its booking_slots cells. The cells' primary key decides a race:
// a named staff member's taken cell is 409 slot_taken; "Any staff" (staffId null) tries the
// next free staff member (fewest booked minutes that day, then sort order) under a savepoint.
// The customer's e-mail (confirmed, or request sent), the shop's notice and an audit row are
// written in the same transaction. 201 {booking}.
#include <algorithm>
#include <chrono>

#include "booking/booking_day.hpp"
#include "booking/booking_notify.hpp"
#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "common/ids.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/booking_support.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {
namespace {

struct Made {
  boost::json::object booking;
  bool created = false;
};

// The request expires after the configured wait, or at the minimum notice before the start,
// whichever comes first.
std::string expiry(const FnCall& call, domain::Minute start, int min_notice_min) {
  using namespace std::chrono;
  const auto now = system_clock::now();
  const auto by_ttl = now + call.ctx.config.booking_request_ttl;
  const auto by_notice = system_clock::time_point{minutes{start - min_notice_min}};
  return common::format_utc(std::min(by_ttl, by_notice));
}

}  // namespace

FnResult<boost::json::value> create_booking(FnCall& call) {
  const auto service_id = text_field(call.body, "serviceId");
  const auto staff_id = optional_text(call.body, "staffId");
  const auto start_text = text_field(call.body, "startAt");
  const auto key = text_field(call.body, "idempotencyKey");
  auto note = optional_text(call.body, "note");
  boost::json::object problems;
  if (!is_uuid(service_id)) problems["serviceId"] = "serviceId must be a service id";
  if (staff_id && !is_uuid(*staff_id)) problems["staffId"] = "staffId must be a staff id or null";
  const auto start = domain::parse_instant(start_text);
  if (!start) problems["startAt"] = "startAt must be a time such as 2026-12-01T16:15:00+08:00";
  if (key.empty() || key.size() > 200) {
    problems["idempotencyKey"] = "idempotencyKey must be 1 to 200 characters";
  }
  if (note && note->size() > 1000) problems["note"] = "note must be at most 1000 characters";
  if (!problems.empty()) {
    return fail(Code::validation_failed, "The booking request is incomplete", std::move(problems));
  }
  const auto now = now_minute(call);
  const auto& user_id = call.principal.user_id;
  const auto site = call.ctx.config.public_url();

  FN_TRY(made, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<Made> {
           FN_TRY(earlier, booking::find_by_key(conn, user_id, key));
           if (earlier) return Made{std::move(*earlier), false};
           FN_TRY(loaded, booking::load_booking_day(conn, service_id, std::nullopt,
                                                    domain::hk_date_of(*start), staff_id, now));
           if (!loaded || !loaded->shop.active || !loaded->service.bookable) {
             return fail(Code::not_found, "Shop or service not found");
           }
           auto& day = *loaded;
           if (staff_id && day.staff.empty())
             return fail(Code::not_found, "Staff member not found");

           // Any staff: fewest booked minutes that day first, then the shop's order.
           std::vector<std::size_t> order(day.staff.size());
           for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
           if (!staff_id && order.size() > 1) {
             FN_TRY(minutes,
                    booking::booked_minutes(conn, day.shop.id, domain::hk_midnight(day.day.date)));
             auto booked = [&](std::size_t i) {
               for (const auto& [id, m] : minutes) {
                 if (id == day.staff[i].staff_id) return m;
               }
               return std::int64_t{0};
             };
             std::stable_sort(order.begin(), order.end(),
                              [&](std::size_t a, std::size_t b) { return booked(a) < booked(b); });
           }

           const bool confirm = day.shop.auto_confirm;
           booking::NewBooking b;
           b.id = common::new_uuid();
           b.user_id = user_id;
           b.shop_id = day.shop.id;
           b.service_id = service_id;
           b.status = confirm ? "confirmed" : "pending";
           b.start = *start;
           b.end = *start + day.service.duration_min;
           b.occupied_until = *start + day.day.occupied_min;
           b.duration_min = day.service.duration_min;
           b.price = day.service.price;
           b.note = note;
           b.idempotency_key = key;
           b.now = call.now;
           std::optional<domain::StartRefusal> first_refusal;
           bool taken = false;
           bool booked = false;
           for (auto i : order) {
             const auto why = domain::check_start(day.day, day.staff[i], *start);
             if (why != domain::StartRefusal::none) {
               if (!first_refusal) first_refusal = why;
               continue;
             }
             b.staff_id = day.staff[i].staff_id;
             FN_TRY(outcome, booking::insert_booking(conn, b));
             if (outcome == booking::Insert::inserted) {
               booked = true;
               break;
             }
             if (outcome == booking::Insert::key_taken) {
               FN_TRY(same, booking::find_by_key(conn, user_id, key));
               if (same) return Made{std::move(*same), false};
               return fail(Code::conflict, "The booking changed while the request ran");
             }
             taken = true;
           }
           if (!booked) {
             if (taken) return slot_taken();
             return refusal(first_refusal.value_or(domain::StartRefusal::outside_hours));
           }
           if (!confirm) {
             FN_CHECK(booking::run(conn, "UPDATE bookings SET expires_at = $1 WHERE id = $2",
                                   {expiry(call, *start, day.day.min_notice_min), b.id}));
           }
           FN_CHECK(booking::notify(
               conn, confirm ? mail::BookingEmail::confirmed : mail::BookingEmail::requested,
               booking::Recipient::customer, b.id, site));
           FN_CHECK(booking::notify(conn, mail::BookingEmail::merchant_new,
                                    booking::Recipient::merchant, b.id, site));
           FN_CHECK(write_audit(conn, call, "booking.create", "booking", b.id,
                                {{"staff_id", b.staff_id},
                                 {"start_at", domain::format_hkt(b.start)},
                                 {"status", b.status}}));
           FN_TRY(stored, booking::find_booking(conn, b.id));
           if (!stored) return fail(Code::conflict, "The booking changed while the request ran");
           return Made{std::move(*stored), true};
         }));
  if (made.created) call.status = http::bhttp::status::created;
  return boost::json::object{{"booking", booking::booking_json(std::move(made.booking))}};
}

}  // namespace emu::functions
