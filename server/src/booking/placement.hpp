// The rules of making and moving a booking (marketplace.md 3.3), as plain functions on the
// caller's open transaction, so every way of booking (the customer's create-booking and
// reschedule-booking today; the shop's walk-ins and phone bookings next) goes through the same
// checks and the same booking_slots cells. The rules of whoever books are re-checked on the
// server for the start (the customer's online rules, or the shop's own: domain/shop_rules.hpp);
// the cells' primary key decides a race. Notifications, audit and the answer's shape are the
// caller's.
#pragma once

#include <boost/json/object.hpp>
#include <chrono>
#include <expected>
#include <optional>
#include <string>

#include "booking/booking_store.hpp"
#include "db/database.hpp"
#include "domain/slots.hpp"

namespace emu::booking {

// Why a booking cannot be placed or moved (the caller maps each to its refusal).
struct Refused {
  enum class Why {
    not_found,        // no such service, the shop is not active, or it is not bookable online
    staff_not_found,  // the named staff member does not perform the service
    start_refused,    // the shop's rules refuse the start: see `start`
    slot_taken,       // every candidate's cells are held (the database said so)
    conflict,         // the booking changed while the request ran
  } why;
  domain::StartRefusal start = domain::StartRefusal::none;
};

// Whose rules bind the start. customer: the online rules (notice, horizon, step, weather,
// hours; the service and staff bookable online). shop: the shop books for itself (salon-day.md
// C.2): only its opening hours and the staff member's hours, and not even those when
// outside_hours; any active service and staff member.
struct Rules {
  enum class Of { customer, shop } of = Of::customer;
  bool outside_hours = false;  // shop only
};

struct PlaceRequest {
  std::string user_id;  // empty: a customer the shop wrote down (`customer`)
  std::string service_id;
  std::optional<std::string> shop_id;   // the service must be this shop's (the shop's book)
  std::optional<std::string> staff_id;  // nullopt: any staff member who performs the service
  domain::Minute start = 0;
  std::string idempotency_key;  // empty: none (the shop's own bookings)
  std::optional<std::string> note;
  std::chrono::system_clock::time_point now;
  std::chrono::seconds request_ttl{0};  // how long a request waits for the shop
  Rules rules;
  std::string source = "marketplace";
  std::optional<ManualCustomer> customer;
};

struct Placed {
  boost::json::object booking;  // the row as stored
  bool created = false;         // false: the idempotency key had made it before
};

// The booking the key made before, or a new one: a named staff member, or "any staff" in order
// of fewest booked minutes that day, then the shop's order (the next one is tried under a
// savepoint when one's cells are taken). Confirmed at once when the shop auto-confirms;
// otherwise pending until the request's expiry (the TTL, or the minimum notice before the
// start, whichever comes first). The shop's own bookings are confirmed at once.
db::Result<std::expected<Placed, Refused>> place(db::Connection& conn, const PlaceRequest& req);

struct MoveRequest {
  boost::json::object booking;          // the row as stored (the caller checked who may move it)
  std::optional<std::string> staff_id;  // nullopt: the same staff member
  domain::Minute start = 0;
  std::chrono::system_clock::time_point now;
  Rules rules;
};

// Frees the booking's cells, takes those of the new time and updates the booking; when the
// new cells are taken the caller's transaction must roll back (slot_taken), which restores
// the old cells and times. Returns the row as stored after the move.
db::Result<std::expected<boost::json::object, Refused>> move(db::Connection& conn,
                                                             const MoveRequest& req);

}  // namespace emu::booking
