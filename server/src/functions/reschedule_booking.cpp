// reschedule-booking (the customer): one transaction deletes the booking's cells, inserts the
// cells of the new time and updates the booking (marketplace.md 3.3). When the new cells are
// taken the whole transaction rolls back: 409 slot_taken, and the booking and its old cells are
// exactly as they were (invariant C.4.4). The shop's notice window applies as for a cancel.
#include <algorithm>

#include "booking/booking_day.hpp"
#include "booking/booking_notify.hpp"
#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
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
  const auto site = call.ctx.config.public_url();
  FN_TRY(
      result,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
        FN_TRY(b, changeable_booking(conn, call, id, now));
        const auto service_id = booking::text(b.at("service_id"));
        const auto target = staff_id.value_or(booking::text(b.at("staff_id")));
        FN_TRY(loaded, booking::load_booking_day(conn, service_id, booking::text(b.at("shop_id")),
                                                 domain::hk_date_of(*start), target, now, id));
        if (!loaded || loaded->staff.empty()) {
          return fail(Code::not_found, "Service or staff member not found");
        }
        const auto& day = *loaded;
        const auto why = domain::check_start(day.day, day.staff[0], *start);
        if (why != domain::StartRefusal::none) return refusal(why);
        const int duration = static_cast<int>(std::clamp<std::int64_t>(
            booking::integer(b.at("duration_min"), day.service.duration_min), 1,
            domain::kMaxServiceMin));
        const auto occupied = *start + domain::occupied_minutes(duration, day.service.buffer_min);
        FN_CHECK(booking::delete_cells(conn, id));
        FN_TRY(free, booking::insert_cells(conn, target, id, *start, occupied));
        if (!free) return slot_taken();  // the runner rolls back: old cells and times stay
        FN_CHECK(booking::run(
            conn,
            "UPDATE bookings SET staff_id = $1, start_at = $2, end_at = $3, occupied_until = $4, "
            "booking_date = $5, booking_time = $6, updated_at = $7 WHERE id = $8",
            {target, booking::utc(*start), booking::utc(*start + duration), booking::utc(occupied),
             domain::format_date(domain::hk_date_of(*start)), domain::hhmm_hkt(*start) + ":00",
             call.now, id}));
        FN_CHECK(booking::notify(conn, mail::BookingEmail::rescheduled,
                                 booking::Recipient::customer, id, site));
        FN_CHECK(write_audit(
            conn, call, "booking.reschedule", "booking", id,
            {{"from", domain::format_hkt(booking::instant(b.at("start_at")).value_or(0))},
             {"to", domain::format_hkt(*start)},
             {"staff_id", target}}));
        FN_TRY(stored, booking::find_booking(conn, id));
        return std::move(stored).value_or(boost::json::object{});
      }));
  return boost::json::object{{"booking", booking::booking_json(std::move(result))}};
}

}  // namespace emu::functions
