// cancel-booking (the customer): a pending, confirmed or awaiting-payment booking of the
// caller's becomes cancelled and its cells are freed at once, so the time can be booked again.
// Refused inside the shop's notice window (409 outside_cancel_window) unless a weather warning
// affects the booking, or its deposit is paid: then the late cancellation keeps the deposit,
// while a cancellation in time or under a weather warning refunds it (payments/jobs.hpp).
// The customer's and the shop's e-mails and an audit row go in the same transaction.
#include "booking/booking_moves.hpp"
#include "booking/booking_notify.hpp"
#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/booking_support.hpp"
#include "functions/handlers.hpp"
#include "payments/jobs.hpp"
#include "runtime/context.hpp"

namespace emu::functions {

FnResult<boost::json::value> cancel_booking(FnCall& call) {
  const auto id = text_field(call.body, "bookingId");
  const auto reason = optional_text(call.body, "reason");
  if (!is_uuid(id)) {
    return fail(Code::validation_failed, "The cancel request is incomplete",
                boost::json::object{{"bookingId", "bookingId must be a booking id"}});
  }
  const auto now = now_minute(call);
  const auto site = call.ctx.config.public_url();
  FN_TRY(result,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(b, own_booking(conn, call, id));
           const auto status = booking::text(b.at("status"));
           if (status != "pending" && status != "confirmed" && status != "awaiting_payment") {
             return fail(Code::not_cancellable, "This booking can no longer be changed.");
           }
           // Inside the notice window only a paid deposit's booking may still be cancelled (the
           // deposit is kept); one still awaiting its deposit has nothing to lose.
           FN_TRY(closed, closed_cancel_window(conn, b, now));
           const bool paid = booking::text(b.at("deposit_status")) == "received";
           if (closed && !paid && status != "awaiting_payment") {
             return outside_cancel_window(*closed);
           }
           const bool weather = booking::boolean(b.at("weather_affected"));
           FN_TRY(updated, booking::customer_cancels(conn, id, weather, reason, call.now));
           if (!updated) {
             return fail(Code::not_cancellable, "This booking can no longer be changed.");
           }
           FN_CHECK(booking::delete_cells(conn, id));
           FN_CHECK(payments::after_booking_change(conn, id, call.now,
                                                   runtime::payment_settings(call.ctx.config)));
           FN_CHECK(booking::notify(conn, mail::BookingEmail::cancelled,
                                    booking::Recipient::customer, id, site, reason.value_or("")));
           FN_CHECK(booking::notify(conn, mail::BookingEmail::merchant_cancelled,
                                    booking::Recipient::merchant, id, site, reason.value_or("")));
           FN_CHECK(write_audit(conn, call, "booking.cancel", "booking", id,
                                {{"reason", reason ? boost::json::value(*reason) : nullptr},
                                 {"weather_affected", weather}}));
           FN_TRY(stored, booking::find_booking(conn, id));
           return std::move(stored).value_or(boost::json::object{});
         }));
  return boost::json::object{{"booking", booking::booking_json(std::move(result))}};
}

}  // namespace emu::functions
