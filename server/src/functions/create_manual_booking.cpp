// create-manual-booking (the shop's owner, or an admin; salon-day.md C.2): a walk-in, phone,
// WhatsApp or Instagram booking the shop enters itself, confirmed at once with the customer's
// name, phone and e-mail on the booking (no account). It takes the same booking_slots cells as
// an online booking through booking::place, under the shop's rules: its opening hours and the
// staff member's hours bind unless outsideHours is true; the online notice and horizon do not.
// 409 slot_taken on overlap. The customer joins the shop's client list (clients::attach). The
// customer is e-mailed a confirmation when the shop gave an address. 201 {booking}.
#include <chrono>

#include "booking/booking_notify.hpp"
#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "booking/placement.hpp"
#include "clients/clients.hpp"
#include "domain/shop_rules.hpp"
#include "domain/validation.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/book_support.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {
namespace {

// The customer as the shop wrote them down; problems go into `fields` under customer.<field>.
booking::ManualCustomer read_customer(const boost::json::object& body, Fields& fields) {
  static const boost::json::object kNone;
  const auto* v = body.if_contains("customer");
  const auto& c = v && v->is_object() ? v->as_object() : kNone;
  booking::ManualCustomer out{text_field(c, "name"), text_field(c, "phone"),
                              optional_text(c, "email")};
  if (out.name.empty() || out.name.size() > 200) {
    fields.problem("customer.name", "customer.name must be 1 to 200 characters");
  }
  if (!domain::is_contact_phone(out.phone)) {
    fields.problem("customer.phone", "customer.phone must be a phone number");
  }
  if (out.email && (out.email->size() > 254 || !domain::is_email(*out.email))) {
    fields.problem("customer.email", "customer.email must be an e-mail address");
  }
  return out;
}

}  // namespace

FnResult<boost::json::value> create_manual_booking(FnCall& call) {
  Fields fields(call.body);
  booking::PlaceRequest req;
  req.shop_id = fields.id("shopId", "a shop id");
  req.service_id = fields.id("serviceId", "a service id");
  req.staff_id = fields.optional_id("staffId", "a staff id or null");
  const auto start = fields.instant("startAt");
  req.note = fields.optional_text("note", 1000);
  req.source = text_field(call.body, "source");
  req.rules = {booking::Rules::Of::shop, truthy(call.body, "outsideHours")};
  if (!domain::is_manual_source(req.source)) {
    fields.problem("source", "source must be walk_in, phone, whatsapp, instagram or other");
  }
  req.customer = read_customer(call.body, fields);
  FN_CHECK(std::move(fields).verdict("The booking request is incomplete"));
  req.start = *start;
  req.now = std::chrono::system_clock::now();
  const auto site = call.ctx.config.public_url();
  FN_TRY(made, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<booking::Placed> {
           FN_CHECK(require_book(conn, call, *req.shop_id, {req.staff_id.value_or("")}));
           FN_TRY(placed, booking::place(conn, req));
           if (!placed) return refused(placed.error(), "Service not found");
           FN_CHECK(clients::attach(conn, placed->booking, std::nullopt, call.now));
           const auto& b = placed->booking;
           const auto id = booking::text(b.at("id"));
           FN_CHECK(booking::notify(conn, mail::BookingEmail::confirmed,
                                    booking::Recipient::customer, id, site));
           FN_CHECK(write_audit(conn, call, "booking.create_manual", "booking", id,
                                {{"staff_id", b.at("staff_id")},
                                 {"start_at", domain::format_hkt(req.start)},
                                 {"source", req.source},
                                 {"outside_hours", req.rules.outside_hours}}));
           return std::move(*placed);
         }));
  call.status = http::bhttp::status::created;
  return boost::json::object{{"booking", booking::booking_json(std::move(made.booking))}};
}

}  // namespace emu::functions
