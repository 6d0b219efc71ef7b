// respond-booking (the shop's owner, or an admin): confirm or decline a request, mark a
// confirmed booking completed or no-show, or cancel a pending or confirmed one at any time.
// Decline and cancel free the cells; a paid deposit is then refunded (decline, cancel) or kept
// (complete, no-show). Confirm changes no cells: a pending booking already owns
// them, so two requests for one time cannot both exist. The customer is e-mailed in the same
// transaction; any other move is 409 invalid_transition.
#include "booking/booking_moves.hpp"
#include "booking/booking_notify.hpp"
#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/book_support.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/shop_access.hpp"
#include "functions/transitions.hpp"
#include "payments/jobs.hpp"
#include "runtime/context.hpp"

namespace emu::functions {
namespace {

struct RespondMove {
  std::string_view action;
  std::vector<std::string_view> from;
  std::string_view to;
  bool frees_cells;
  std::optional<mail::BookingEmail> email;
};

const std::vector<RespondMove>& respond_moves() {
  static const std::vector<RespondMove> table{
      {"confirm", {"pending"}, "confirmed", false, mail::BookingEmail::confirmed},
      {"decline", {"pending"}, "cancelled", true, mail::BookingEmail::declined},
      {"complete", {"confirmed"}, "completed", false, std::nullopt},
      {"no_show", {"confirmed"}, "no_show", false, std::nullopt},
      {"cancel",
       {"pending", "confirmed", "awaiting_payment"},
       "cancelled",
       true,
       mail::BookingEmail::cancelled},
  };
  return table;
}

}  // namespace

FnResult<boost::json::value> respond_booking(FnCall& call) {
  Fields fields(call.body);
  const auto id = fields.id("bookingId", "a booking id");
  const RespondMove* move = fields.pick("action", respond_moves());
  const auto reason = optional_text(call.body, "reason");
  FN_CHECK(std::move(fields).verdict("The request is incomplete"));
  const std::string action(move->action);
  const auto site = call.ctx.config.public_url();
  FN_TRY(result,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(b, booking::find_booking(conn, id));
           if (!b) return fail(Code::not_found, "Booking not found");
           FN_TRY(standing,
                  require_shop_role(conn, call, booking::text(b->at("shop_id")),
                                    shops::Access::team, "Only the shop can answer this booking"));
           // A staff member marks their own bookings completed or no-show, nothing else
           // (salon-day.md C.1, C.5.4); owners, managers and admins answer every booking.
           const bool marks_visit = action == "complete" || action == "no_show";
           if (standing.limited_to_own_calendar() &&
               (!marks_visit || !standing.may_act_for_staff(booking::text(b->at("staff_id"))))) {
             return fail(Code::forbidden, std::string(kOwnCalendarMessage));
           }
           const auto status = booking::text(b->at("status"));
           FN_CHECK(check_transition(move->from, status, "booking"));
           FN_TRY(updated,
                  booking::shop_moves(conn, id, move->action, move->to, status, reason, call.now));
           if (!updated) {
             return invalid_transition("booking");
           }
           if (move->frees_cells) FN_CHECK(booking::delete_cells(conn, id));
           // A paid deposit follows: declined or cancelled by the shop, refunded; completed or
           // no-show, kept.
           FN_CHECK(payments::after_booking_change(conn, id, call.now,
                                                   runtime::payment_settings(call.ctx.config)));
           if (move->email) {
             FN_CHECK(booking::notify(conn, *move->email, booking::Recipient::customer, id, site,
                                      reason.value_or("")));
           }
           FN_CHECK(write_audit(conn, call, "booking." + action, "booking", id,
                                {{"from", status},
                                 {"to", std::string(move->to)},
                                 {"reason", reason ? boost::json::value(*reason) : nullptr}}));
           FN_TRY(stored, booking::find_booking(conn, id));
           return std::move(stored).value_or(boost::json::object{});
         }));
  return boost::json::object{{"booking", booking::booking_json(std::move(result))}};
}

}  // namespace emu::functions
