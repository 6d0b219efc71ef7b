#include "payments/stripe_events.hpp"

#include <spdlog/spdlog.h>

#include "common/enum_names.hpp"
#include "common/ids.hpp"
#include "common/uuid.hpp"
#include "db/cells.hpp"
#include "payments/money_sql.hpp"
#include "payments/settlement.hpp"

namespace emu::payments {
namespace {

constexpr common::EnumName<EventOutcome> kOutcomeNames[] = {
    {EventOutcome::settled, "settled"},     {EventOutcome::expired, "expired"},
    {EventOutcome::duplicate, "duplicate"}, {EventOutcome::unknown_payment, "unknown_payment"},
    {EventOutcome::ignored, "ignored"},
};

}  // namespace

std::string_view outcome_name(EventOutcome outcome) {
  return common::name_of(kOutcomeNames, outcome, "ignored");
}

db::Result<EventOutcome> apply_stripe_event(db::Connection& conn, const domain::StripeEvent& event,
                                            std::chrono::system_clock::time_point now,
                                            const Settings& settings) {
  const bool paid = (event.type == "checkout.session.completed" ||
                     event.type == "checkout.session.async_payment_succeeded") &&
                    event.payment_status == "paid";
  const bool expired = event.type == "checkout.session.expired";
  if (!paid && !expired) return EventOutcome::ignored;
  if (!common::is_uuid(event.payment_id)) return EventOutcome::unknown_payment;
  auto found = db::run(conn, sql::kCardPaymentExists, {event.payment_id});
  if (!found) return std::unexpected(found.error());
  if (found->rows.empty()) return EventOutcome::unknown_payment;
  auto first = claim_event(conn, "stripe", event.id);
  if (!first) return std::unexpected(first.error());
  if (!*first) return EventOutcome::duplicate;
  if (paid) {
    auto settled = settle_card_paid(conn, event.payment_id, event.payment_intent,
                                    event.amount_total, common::format_utc(now), settings);
    if (!settled) return std::unexpected(settled.error());
    return EventOutcome::settled;
  }
  auto ended = card_session_expired(conn, event.payment_id, common::format_utc(now));
  if (!ended) return std::unexpected(ended.error());
  return EventOutcome::expired;
}

}  // namespace emu::payments
