// create-booking (signed in): one transaction (marketplace.md 3.3) that returns the booking an
// idempotency key made before (200), re-checks the shop's rules for the start on the server,
// and inserts the booking with its booking_slots cells. The cells' primary key decides a race:
// a named staff member's taken cell is 409 slot_taken; "Any staff" (staffId null) tries the
// next free staff member (fewest booked minutes that day, then sort order) under a savepoint.
// The customer's e-mail (confirmed, or request sent), the shop's notice and an audit row are
// written in the same transaction. 201 {booking}. The rules are booking::place's.
// The customer's phone (customerPhone, a Hong Kong number; the profile's when not sent) goes on
// the booking with their name and e-mail, and the booking joins the shop's client list
// (clients::attach), so the shop can call. A shop that is not ready for online bookings
// (domain/readiness.hpp) refuses 409 not_bookable before anything is written.
// A shop whose deposit rule asks a deposit for the service (salon-day.md C.3) gets the booking
// as awaiting_payment with deposit_hkd and payment_due_at, its cells held; the e-mails wait
// for the payment (payments::require_deposit).
#include <fmt/format.h>

#include <chrono>
#include <cmath>

#include "booking/booking_notify.hpp"
#include "booking/booking_store.hpp"
#include "booking/booking_whatsapp.hpp"
#include "booking/cells.hpp"
#include "booking/placement.hpp"
#include "booking/readiness.hpp"
#include "clients/clients.hpp"
#include "domain/validation.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "payments/deposits.hpp"

namespace emu::functions {

FnResult<boost::json::value> create_booking(FnCall& call) {
  Fields fields(call.body);
  const auto phone = optional_text(call.body, "customerPhone");
  if (phone && !domain::is_hk_phone(*phone)) {
    fields.problem("customerPhone", "Please enter a valid Hong Kong phone number");
  }
  const auto service_id = fields.id("serviceId", "a service id");
  const auto staff_id = fields.optional_id("staffId", "a staff id or null");
  const auto start = fields.instant("startAt");
  const auto key = text_field(call.body, "idempotencyKey");
  if (key.empty() || key.size() > 200) {
    fields.problem("idempotencyKey", "idempotencyKey must be 1 to 200 characters");
  }
  auto note = fields.optional_text("note", 1000);
  FN_CHECK(std::move(fields).verdict("The booking request is incomplete"));
  const booking::PlaceRequest request{call.principal.user_id,
                                      service_id,
                                      std::nullopt,
                                      staff_id,
                                      *start,
                                      key,
                                      std::move(note),
                                      std::chrono::system_clock::now(),
                                      call.ctx.config.booking_request_ttl};
  const auto site = call.ctx.config.public_url();
  const bool cards_on = call.ctx.cards && call.ctx.cards->configured();
  FN_TRY(made, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<booking::Placed> {
           FN_TRY(shop, booking::shop_of_service(conn, service_id));
           if (shop) {
             FN_TRY(reasons, booking::shop_readiness(conn, *shop));
             if (reasons && !reasons->empty()) {
               return fail(Code::not_bookable, std::string(kNotBookableMessage));
             }
           }
           FN_TRY(placed, booking::place(conn, request));
           if (!placed) return refused(placed.error(), "Shop or service not found");
           if (!placed->created) return std::move(*placed);
           FN_CHECK(clients::attach(conn, placed->booking, phone, call.now));
           FN_TRY(deposit_due,
                  payments::require_deposit(conn, booking::text(placed->booking.at("id")),
                                            now_minute(call), call.now, cards_on));
           FN_TRY(attached, booking::find_booking(conn, booking::text(placed->booking.at("id"))));
           if (attached) placed->booking = std::move(*attached);
           const auto& b = placed->booking;
           const auto id = booking::text(b.at("id"));
           const bool confirmed = booking::text(b.at("status")) == "confirmed";
           // A booking awaiting its deposit is announced when it is paid (payments/moves.hpp);
           // until then a customer who opted in to WhatsApp is told what to pay and by when.
           if (deposit_due) {
             const double amount = booking::real(b.at("deposit_hkd"));
             const auto shown = amount == std::floor(amount) ? fmt::format("{:.0f}", amount)
                                                             : fmt::format("{:.2f}", amount);
             FN_CHECK(booking::queue_deposit_due_whatsapp(conn, id, shown,
                                                          booking::text(b.at("payment_due_at")),
                                                          site + "/bookings/" + id + "/pay"));
           }
           if (!deposit_due) {
             FN_CHECK(booking::notify(
                 conn, confirmed ? mail::BookingEmail::confirmed : mail::BookingEmail::requested,
                 booking::Recipient::customer, id, site));
             FN_CHECK(booking::notify(conn, mail::BookingEmail::merchant_new,
                                      booking::Recipient::merchant, id, site));
           }
           FN_CHECK(write_audit(conn, call, "booking.create", "booking", id,
                                {{"staff_id", b.at("staff_id")},
                                 {"start_at", domain::format_hkt(*start)},
                                 {"status", b.at("status")}}));
           return std::move(*placed);
         }));
  if (made.created) call.status = http::bhttp::status::created;
  return boost::json::object{{"booking", booking::booking_json(std::move(made.booking))}};
}

}  // namespace emu::functions
