// reschedule-booking (the customer): one transaction deletes the booking's cells, inserts the
// cells of the new time and updates the booking (marketplace.md 3.3). When the new cells are
// taken the whole transaction rolls back: 409 slot_taken, and the booking and its old cells are
// exactly as they were (invariant C.4.4). The shop's notice window applies as for a cancel.
#include <chrono>

#include "booking/booking_notify.hpp"
#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "booking/placement.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> reschedule_booking(FnCall& call) {
  Fields fields(call.body);
  const auto id = fields.id("bookingId", "a booking id");
  const auto start = fields.instant("startAt");
  const auto staff_id = fields.optional_id("staffId", "a staff id");
  FN_CHECK(std::move(fields).verdict("The reschedule request is incomplete"));
  const auto now = now_minute(call);
  FN_TRY(result,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(b, changeable_booking(conn, call, id, now));
           return move_and_tell(conn, call,
                                {std::move(b), staff_id, *start, std::chrono::system_clock::now()},
                                "booking.reschedule");
         }));
  return boost::json::object{{"booking", booking::booking_json(std::move(result))}};
}

}  // namespace emu::functions
