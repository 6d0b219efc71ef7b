// Error codes of Emu's own routes (/functions/v1, the pipeline's refusals, /healthz; /auth,
// /rest and /storage speak their clients' dialects) and the one function that maps them to
// HTTP statuses. The web app shows each user-visible code through errors.<code> in both
// locale files (web/src/locales).
#pragma once

#include <boost/beast/http/status.hpp>

#include <string_view>

namespace emu::http {

enum class ErrorCode {
  bad_request,
  invalid_json,
  invalid_body,       // a function's body is not a JSON object
  validation_failed,  // a field is missing or invalid (details name the fields)
  invalid_jwt,        // the bearer or apikey is not a valid token
  not_authenticated,  // the route needs a signed-in caller
  forbidden,          // signed in, but not allowed
  not_found,
  email_exists,                // an account already uses the address
  already_submitted,           // the application was submitted before
  not_submitted,               // the application is still a draft
  already_decided,             // the application or claim was decided before
  already_sent,                // the e-mail was sent before
  conflict,                    // the record changed while the request ran
  invalid_parameter,           // a search, slot or query parameter is malformed (details name it)
  slot_taken,                  // another booking holds the time (booking_slots' key)
  outside_hours,               // the start is not an offered time of the staff member
  too_soon,                    // inside the shop's minimum notice (or today, while a weather warning is in force)
  too_far,                     // beyond the shop's booking horizon
  shop_closed,                 // the shop is closed that day
  outside_cancel_window,       // less than the shop's notice window to go
  not_cancellable,             // the booking is no longer pending or confirmed
  invalid_transition,          // the action does not apply to the booking's or review's status
  not_eligible,                // no completed visit of the caller's to review (or a no-show)
  already_reviewed,            // the visit has a review already
  review_window_closed,        // the visit is more than 90 days ago
  edit_window_closed,          // the review is more than 30 days old: it can no longer change
  already_replied,             // the shop replied to the review before
  already_reported,            // the caller reported the review before
  already_claimed,             // the business already belongs to a merchant (issue 16)
  claim_open,                  // the caller already has a pending claim on this business
  not_member,                  // the shop's book is its team's (salon-day.md C.6)
  not_bookable,                // the shop is not ready for online bookings (C.2 readiness, C.6)
  already_member,              // the invitee is already on the shop's team (C.6)
  invitation_invalid,          // the invitation expired, was used or never existed (C.6, 410)
  payment_window_closed,       // the deposit's deadline passed: the booking was released (C.6)
  payment_not_needed,          // the booking has no deposit to pay (C.6)
  card_unavailable,            // card payment is off or the shop does not take cards (C.6, 422)
  fps_unavailable,             // the shop has no FPS proxy to pay (422)
  payment_provider_unavailable,  // the card provider timed out or failed (503)
  over_request_rate_limit,     // too many requests from this client (EMU_RATE_MAIL_IP)
  over_email_send_rate_limit,  // too many e-mails to this address (EMU_RATE_MAIL_TO)
  invalid_signature,           // a provider's webhook is not signed with our secret (C.6, 400)
  method_not_allowed,
  request_timeout,
  payload_too_large,
  headers_too_large,
  rate_limited,
  not_ready,
  not_implemented,  // a Supabase API this server does not offer (Realtime broadcast)
  unavailable,  // the database is busy or the server is stopping: try again (503)
  internal_error,
};

std::string_view to_string(ErrorCode code);
boost::beast::http::status status_for(ErrorCode code);

}  // namespace emu::http
