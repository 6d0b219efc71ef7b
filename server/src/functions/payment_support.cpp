#include "functions/payment_support.hpp"

#include "functions/refusals.hpp"
#include "functions/shop_access.hpp"

namespace emu::functions {

FnError payment_refusal(payments::Refusal refusal) {
  using R = payments::Refusal;
  static constexpr RefusalAnswer<R> kAnswers[] = {
      {R::not_found, Code::not_found, "Payment not found"},
      {R::not_yours, Code::forbidden, "This is not your booking"},
      {R::payment_not_needed, Code::payment_not_needed, kPaymentNotNeededMessage},
      {R::payment_window_closed, Code::payment_window_closed, kPaymentWindowClosedMessage},
      {R::card_unavailable, Code::card_unavailable, kCardUnavailableMessage},
      {R::fps_unavailable, Code::fps_unavailable, kFpsUnavailableMessage},
      {R::invalid_transition, Code::invalid_transition,
       "This action does not apply to the payment any more."},
  };
  return answer_for(kAnswers, refusal);
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
