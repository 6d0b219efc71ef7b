#include "functions/payment_support.hpp"

#include "functions/shop_access.hpp"

namespace emu::functions {

FnError payment_refusal(payments::Refusal refusal) {
  using R = payments::Refusal;
  switch (refusal) {
    case R::not_found:
      return {Code::not_found, "Payment not found", std::nullopt, {}};
    case R::not_yours:
      return {Code::forbidden, "This is not your booking", std::nullopt, {}};
    case R::payment_not_needed:
      return {Code::payment_not_needed, std::string(kPaymentNotNeededMessage), std::nullopt, {}};
    case R::payment_window_closed:
      return {
          Code::payment_window_closed, std::string(kPaymentWindowClosedMessage), std::nullopt, {}};
    case R::card_unavailable:
      return {Code::card_unavailable, std::string(kCardUnavailableMessage), std::nullopt, {}};
    case R::fps_unavailable:
      return {Code::fps_unavailable, std::string(kFpsUnavailableMessage), std::nullopt, {}};
    case R::invalid_transition:
      break;
  }
  return {Code::invalid_transition,
          "This action does not apply to the payment any more.",
          std::nullopt,
          {}};
}

FnResult<payments::Payment> shop_payment(db::Connection& conn, const FnCall& call,
                                         const std::string& payment_id) {
  FN_TRY(p, payments::find_payment(conn, payment_id));
  if (!p) return fail(Code::not_found, "Payment not found");
  FN_CHECK(require_shop_role(conn, call, p->shop_id, shops::Access::managers,
                             "Only the shop's owner or a manager can answer this payment"));
  return std::move(*p);
}

}  // namespace emu::functions
