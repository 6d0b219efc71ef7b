// The payment functions' refusals (salon-day.md C.6) with their exact messages, and reading a
// payment for the shop's answer (owner or manager; never staff, C.5.4).
#pragma once

#include "functions/function_call.hpp"
#include "payments/deposits.hpp"

namespace emu::functions {

inline constexpr std::string_view kPaymentWindowClosedMessage =
    "The time to pay this deposit has passed, so the booking was released.";
inline constexpr std::string_view kPaymentNotNeededMessage = "This booking has no deposit to pay.";
inline constexpr std::string_view kCardUnavailableMessage =
    "Card payment is not available for this shop. Please pay by FPS.";
inline constexpr std::string_view kFpsUnavailableMessage =
    "FPS payment is not available for this shop. Please pay by card.";
inline constexpr std::string_view kProviderUnavailableMessage =
    "The card payment service did not answer. Please try again.";

FnError payment_refusal(payments::Refusal refusal);

// An Answer as an FnResult: database failures become internal errors, refusals theirs.
template <class T>
FnResult<T> payment_answer(payments::Answer<T> answer) {
  if (!answer) return std::unexpected(to_fn_error(answer.error()));
  if (!*answer) return std::unexpected(payment_refusal(answer->error()));
  return std::move(**answer);
}

// The payment `paymentId` names, for the shop's owner or a manager (or an admin): 404 without
// it, 403 for anyone else, staff included.
FnResult<payments::Payment> shop_payment(db::Connection& conn, const FnCall& call,
                                         const std::string& payment_id);

}  // namespace emu::functions
