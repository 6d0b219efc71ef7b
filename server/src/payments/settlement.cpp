#include "payments/settlement.hpp"

#include "booking/cells.hpp"
#include "common/ids.hpp"
#include "payments/ledger.hpp"
#include "payments/moves.hpp"
#include "payments/sql.hpp"

namespace emu::payments {

db::Result<bool> claim_event(db::Connection& conn, const std::string& provider,
                             const std::string& event_id) {
  return db::changed_one(
      booking::run(conn, sql::kClaimEvent, {provider, event_id, common::now_utc()}));
}

db::Result<bool> settle_card_paid(db::Connection& conn, const std::string& payment_id,
                                  const std::string& payment_intent, std::int64_t amount_cents,
                                  const std::string& now, const Settings& settings) {
  (void)amount_cents;  // the session was made for the payment's amount; the ledger records that
  auto p = find_payment(conn, payment_id);
  if (!p) return std::unexpected(p.error());
  if (!*p || (*p)->method != "card") return false;
  auto paid = mark_paid(conn, **p, payment_intent, now);
  if (!paid) return std::unexpected(paid.error());
  if (!*paid) return false;
  auto moved = booking_paid(conn, **p, now, settings);
  if (!moved) return std::unexpected(moved.error());
  return true;
}

db::Result<bool> card_session_expired(db::Connection& conn, const std::string& payment_id,
                                      const std::string& now) {
  return db::changed_one(booking::run(conn, sql::kCardExpired, {now, payment_id}));
}

db::Result<bool> refund_done(db::Connection& conn, const std::string& payment_id,
                             const std::string& refund_id, const std::string& now) {
  auto p = find_payment(conn, payment_id);
  if (!p) return std::unexpected(p.error());
  if (!*p || (*p)->method != "card") return false;
  return refund_settled(conn, **p, refund_id, now);
}

}  // namespace emu::payments
