// move-booking (the shop's owner, or an admin; salon-day.md C.2): the shop moves a pending or
// confirmed booking to another time or staff member through booking::move, under the shop's
// rules (its hours and the staff member's bind unless outsideHours; the online notice and the
// customer's cancel window do not). New cells taken: 409 slot_taken and the transaction rolls
// back, so the booking and its old cells are as they were (marketplace.md C.4.4). The customer
// gets the "rescheduled" e-mail as for their own move. 200 {booking}.
#include <chrono>

#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "functions/body_fields.hpp"
#include "functions/book_support.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> move_booking(FnCall& call) {
  const booking::Rules rules{booking::Rules::Of::shop, truthy(call.body, "outsideHours")};
  Fields fields(call.body);
  const auto id = fields.id("bookingId", "a booking id");
  const auto start = fields.instant("startAt");
  const auto staff_id = fields.optional_id("staffId", "a staff id");
  FN_CHECK(std::move(fields).verdict("The move request is incomplete"));
  FN_TRY(result,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(found, booking::find_booking(conn, id));
           if (!found) return fail(Code::not_found, "Booking not found");
           // A staff member moves their own bookings, and only onto their own calendar (C.5.4).
           std::vector<std::string> calendars{booking::text(found->at("staff_id"))};
           if (staff_id) calendars.push_back(*staff_id);
           FN_CHECK(require_book(conn, call, booking::text(found->at("shop_id")), calendars));
           const auto status = booking::text(found->at("status"));
           if (status != "pending" && status != "confirmed") {
             return fail(Code::not_cancellable, "This booking can no longer be changed.");
           }
           return move_and_tell(
               conn, call,
               {std::move(*found), staff_id, *start, std::chrono::system_clock::now(), rules},
               "booking.move");
         }));
  return boost::json::object{{"booking", booking::booking_json(std::move(result))}};
}

}  // namespace emu::functions
