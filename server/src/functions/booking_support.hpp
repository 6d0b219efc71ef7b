// What the booking functions share: the refusals of marketplace.md C.3 with their exact
// messages, the clock, and reading a booking for a change.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>

#include "booking/placement.hpp"
#include "domain/slots.hpp"
#include "functions/function_call.hpp"

namespace emu::functions {

// C.3's messages (the web shows errors.<code> from its locale files; these are the English).
inline constexpr std::string_view kSlotTakenMessage =
    "This time was just taken. Please choose another time.";
std::unexpected<FnError> slot_taken();
// salon-day.md C.6: the shop is not ready for online bookings (domain/readiness.hpp).
inline constexpr std::string_view kNotBookableMessage =
    "This shop is not taking online bookings yet. Please contact the shop.";
std::unexpected<FnError> outside_cancel_window(int hours);
std::unexpected<FnError> refusal(domain::StartRefusal why);
// booking::place's and booking::move's refusals; not_found says `not_found_message`.
std::unexpected<FnError> refused(const booking::Refused& why, std::string_view not_found_message);

// The call's time as a whole minute (rounded up).
domain::Minute now_minute(const FnCall& call);

// A booking of the caller's for a change (cancel, reschedule): 404 when it does not exist,
// 403 when it is someone else's.
FnResult<boost::json::object> own_booking(db::Connection& conn, const FnCall& call,
                                          const std::string& booking_id);

// Less than the shop's cancel_notice_hours before the start, and not weather-affected: the
// customer may not cancel or move it (outside_cancel_window). nullopt: allowed.
FnResult<std::optional<int>> closed_cancel_window(db::Connection& conn,
                                                  const boost::json::object& booking,
                                                  domain::Minute now);

// A booking of the caller's that they may still cancel or move: own_booking, then 409
// not_cancellable unless pending or confirmed, then the notice window (outside_cancel_window).
FnResult<boost::json::object> changeable_booking(db::Connection& conn, const FnCall& call,
                                                 const std::string& booking_id, domain::Minute now);

// booking::move (a customer's reschedule or the shop's move), then the customer's "rescheduled"
// e-mail and the audit row `action` ({from, to, staff_id}). Refused: the caller's transaction
// rolls back, so the booking and its old cells stay as they were (marketplace.md C.4.4).
FnResult<boost::json::object> move_and_tell(db::Connection& conn, const FnCall& call,
                                            booking::MoveRequest req, std::string_view action);

}  // namespace emu::functions
