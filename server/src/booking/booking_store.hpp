// The bookings table and its booking_slots cells (marketplace.md 3.3). A booking is written
// together with one cell per 5 minutes of [start_at, occupied_until), in ascending order in one
// statement; the cells' primary key (staff_id, slot_start) refuses an overlap, so the answer
// "taken" comes from the database, never from a check made before the insert.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "domain/booking_time.hpp"

namespace emu::booking {

// A customer the shop wrote down (a walk-in, a phone call): no account, the contact is kept
// on the booking.
struct ManualCustomer {
  std::string name, phone;
  std::optional<std::string> email;
};

struct NewBooking {
  std::string id;
  std::string user_id;  // empty: a manual customer (NULL)
  std::string shop_id, service_id, staff_id;
  std::string status;  // pending | confirmed
  domain::Minute start = 0, end = 0, occupied_until = 0;
  int duration_min = 0;
  std::optional<double> price;
  std::optional<std::string> note;
  std::string idempotency_key;         // empty: none (NULL)
  std::string source = "marketplace";  // bookings_source_check
  std::optional<ManualCustomer> customer;
  std::optional<std::string> expires_at;  // RFC 3339; a pending request's deadline
  bool weather_affected = false;
  std::string now;  // RFC 3339
};

enum class Insert { inserted, slot_taken, key_taken };

// Inside the caller's transaction, under a savepoint: on slot_taken or key_taken nothing of
// this attempt remains and the transaction can go on (the next staff member, or reading the
// booking the key already made).
db::Result<Insert> insert_booking(db::Connection& conn, const NewBooking& b);

// Who holds a cell: a booking, or blocked time (booking_slots_owner_check: exactly one).
struct CellOwner {
  enum class Kind { booking, block } kind = Kind::booking;
  std::string id;
};

// The cells of [start, occupied_until) for staff; false when one is held already (the
// statement failed; the caller rolls back).
db::Result<bool> insert_cells(db::Connection& conn, const std::string& staff_id,
                              const CellOwner& owner, domain::Minute start,
                              domain::Minute occupied_until);
inline db::Result<bool> insert_cells(db::Connection& conn, const std::string& staff_id,
                                     const std::string& booking_id, domain::Minute start,
                                     domain::Minute occupied_until) {
  return insert_cells(conn, staff_id, CellOwner{CellOwner::Kind::booking, booking_id}, start,
                      occupied_until);
}
db::Result<void> delete_cells(db::Connection& conn, const std::string& booking_id);

// A booking's new staff member and times (its cells are the caller's: delete_cells, then
// insert_cells).
struct NewTimes {
  std::string staff_id;
  domain::Minute start = 0, end = 0, occupied_until = 0;
  std::string now;  // RFC 3339
};
db::Result<void> update_times(db::Connection& conn, const std::string& booking_id,
                              const NewTimes& t);

// The booking as stored, or nullopt. Columns: kBookingColumns.
db::Result<std::optional<boost::json::object>> find_booking(db::Connection& conn,
                                                            const std::string& id);
db::Result<std::optional<boost::json::object>> find_by_key(db::Connection& conn,
                                                           const std::string& user_id,
                                                           const std::string& key);

// The answer's shape: start_at, end_at and occupied_until in Hong Kong time (+08:00),
// weather_affected a boolean, price_hkd a number.
boost::json::object booking_json(boost::json::object row);

// Minutes booked per staff member at a shop on one HKT day (Any staff: fewest first).
db::Result<std::vector<std::pair<std::string, std::int64_t>>> booked_minutes(
    db::Connection& conn, const std::string& shop_id, domain::Minute day_start);

}  // namespace emu::booking
