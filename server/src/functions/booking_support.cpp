#include "functions/booking_support.hpp"

#include "booking/booking_moves.hpp"
#include "booking/booking_notify.hpp"
#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "common/ids.hpp"
#include "functions/audit.hpp"

namespace emu::functions {

std::unexpected<FnError> slot_taken() {
  return fail(Code::slot_taken, std::string(kSlotTakenMessage));
}

std::unexpected<FnError> outside_cancel_window(int hours) {
  return fail(Code::outside_cancel_window,
              "Less than " + std::to_string(hours) + " hours to go. Please contact the shop.",
              boost::json::object{{"hours", hours}});
}

std::unexpected<FnError> refusal(domain::StartRefusal why) {
  switch (why) {
    case domain::StartRefusal::shop_closed:
      return fail(Code::shop_closed, "The shop is closed on this day.");
    case domain::StartRefusal::too_far:
      return fail(Code::too_far, "This date is too far ahead to book.");
    case domain::StartRefusal::too_soon:
      return fail(Code::too_soon, "This time is too soon to book. Please choose a later time.");
    case domain::StartRefusal::outside_hours:
    case domain::StartRefusal::none:
      break;
  }
  return fail(Code::outside_hours,
              "This time is not available. Please choose one of the times shown.");
}

std::unexpected<FnError> refused(const booking::Refused& why, std::string_view not_found_message) {
  using Why = booking::Refused::Why;
  switch (why.why) {
    case Why::not_found:
      return fail(Code::not_found, std::string(not_found_message));
    case Why::staff_not_found:
      return fail(Code::not_found, "Staff member not found");
    case Why::start_refused:
      return refusal(why.start);
    case Why::slot_taken:
      return slot_taken();
    case Why::conflict:
      break;
  }
  return fail(Code::conflict, "The booking changed while the request ran");
}

domain::Minute now_minute(const FnCall& call) {
  if (auto at = domain::parse_db_instant(call.now)) {
    // call.now has seconds: round up to the next whole minute.
    const bool whole = call.now.size() >= 23 && call.now.substr(17, 6) == "00.000";
    return whole ? *at : *at + 1;
  }
  return domain::to_minute(std::chrono::system_clock::now());
}

FnResult<boost::json::object> own_booking(db::Connection& conn, const FnCall& call,
                                          const std::string& booking_id) {
  FN_TRY(found, booking::find_booking(conn, booking_id));
  if (!found) return fail(Code::not_found, "Booking not found");
  if (booking::text(found->at("user_id")) != call.principal.user_id) {
    return fail(Code::forbidden, "This booking is not yours");
  }
  return std::move(*found);
}

FnResult<std::optional<int>> closed_cancel_window(db::Connection& conn,
                                                  const boost::json::object& booking,
                                                  domain::Minute now) {
  if (booking::boolean(booking.at("weather_affected"))) return std::optional<int>();
  FN_TRY(hours, booking::cancel_notice_hours(conn, booking::text(booking.at("shop_id"))));
  const auto start = booking::instant(booking.at("start_at"));
  if (start && *start - now < static_cast<domain::Minute>(hours) * 60) {
    return std::optional<int>(hours);
  }
  return std::optional<int>();
}

FnResult<boost::json::object> changeable_booking(db::Connection& conn, const FnCall& call,
                                                 const std::string& booking_id,
                                                 domain::Minute now) {
  FN_TRY(b, own_booking(conn, call, booking_id));
  const auto status = booking::text(b.at("status"));
  if (status != "pending" && status != "confirmed") {
    return fail(Code::not_cancellable, "This booking can no longer be changed.");
  }
  FN_TRY(closed, closed_cancel_window(conn, b, now));
  if (closed) return outside_cancel_window(*closed);
  return b;
}

FnResult<boost::json::object> move_and_tell(db::Connection& conn, const FnCall& call,
                                            booking::MoveRequest req, std::string_view action) {
  const auto id = booking::text(req.booking.at("id"));
  const auto from = booking::instant(req.booking.at("start_at")).value_or(0);
  const auto to = req.start;
  FN_TRY(moved, booking::move(conn, req));
  if (!moved) return refused(moved.error(), "Service or staff member not found");
  FN_CHECK(booking::notify(conn, mail::BookingEmail::rescheduled, booking::Recipient::customer, id,
                           call.ctx.config.public_url()));
  FN_CHECK(write_audit(conn, call, action, "booking", id,
                       {{"from", domain::format_hkt(from)},
                        {"to", domain::format_hkt(to)},
                        {"staff_id", moved->at("staff_id")}}));
  return std::move(*moved);
}

}  // namespace emu::functions
