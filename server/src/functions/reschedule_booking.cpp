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
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> reschedule_booking(FnCall& call) {
  const auto id = text_field(call.body, "bookingId");
  const auto start_text = text_field(call.body, "startAt");
  const auto staff_id = optional_text(call.body, "staffId");
  boost::json::object problems;
  if (!is_uuid(id)) problems["bookingId"] = "bookingId must be a booking id";
  const auto start = domain::parse_instant(start_text);
  if (!start) problems["startAt"] = "startAt must be a time such as 2026-12-01T16:15:00+08:00";
  if (staff_id && !is_uuid(*staff_id)) problems["staffId"] = "staffId must be a staff id";
  if (!problems.empty()) {
    return fail(Code::validation_failed, "The reschedule request is incomplete",
                std::move(problems));
  }
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
