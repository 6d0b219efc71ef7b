#include "payments/moves.hpp"

#include "booking/booking_notify.hpp"
#include "booking/cells.hpp"
#include "payments/ledger.hpp"
#include "payments/rules.hpp"
#include "payments/sql.hpp"

namespace emu::payments {
namespace {

using booking::boolean;
using booking::integer;
using booking::run;
using booking::text;

Entry entry(const Payment& p, std::string_view account, std::int64_t cents, std::string memo) {
  return Entry{std::string(account), cents,          p.shop_id, p.booking_id, p.id,
               std::nullopt,         std::move(memo)};
}

db::Result<void> deposit_status(db::Connection& conn, const Payment& p, std::string_view status,
                                const std::string& now) {
  auto r = run(conn, sql::kDepositStatus, {std::string(status), now, p.booking_id});
  if (!r) return std::unexpected(r.error());
  return {};
}

}  // namespace

db::Result<bool> mark_paid(db::Connection& conn, const Payment& p, const std::string& intent,
                           const std::string& now) {
  const bool card = p.method == "card";
  auto moved = db::changed_one(card ? run(conn, sql::kCardPaid, {intent, now, p.id})
                                    : run(conn, sql::kFpsReceived, {now, p.id}));
  if (!moved || !*moved) return moved;
  const auto X = p.amount_cents;
  auto txn = post_txn(conn,
                      {entry(p, card ? account::platform_cash : account::shop_cash, X,
                             card ? "card deposit paid" : "FPS receipt confirmed"),
                       entry(p, account::deposits_held, -X, p.reference)},
                      now);
  if (!txn) return std::unexpected(txn.error());
  return true;
}

db::Result<bool> keep_deposit(db::Connection& conn, const Payment& p, int commission_bps,
                              const std::string& now) {
  auto moved = db::changed_one(run(conn, sql::kKeep, {now, p.id}));
  if (!moved || !*moved) return moved;
  const auto X = p.amount_cents;
  std::vector<Entry> entries{entry(p, account::deposits_held, X, "deposit kept")};
  if (p.method == "card") {
    const auto c = commission_cents(X, commission_bps);
    entries.push_back(entry(p, account::shop_payable, -(X - c), p.reference));
    if (c != 0) entries.push_back(entry(p, account::commission, -c, p.reference));
  } else {
    entries.push_back(entry(p, account::shop_revenue, -X, p.reference));
  }
  auto txn = post_txn(conn, entries, now);
  if (!txn) return std::unexpected(txn.error());
  if (auto s = deposit_status(conn, p, "kept", now); !s) return std::unexpected(s.error());
  return true;
}

db::Result<bool> refund_deposit(db::Connection& conn, const Payment& p, const std::string& now) {
  const bool card = p.method == "card";
  auto moved = db::changed_one(run(
      conn, sql::kRefundDue, {std::string(card ? "refund_pending" : "refund_owed"), now, p.id}));
  if (!moved || !*moved) return moved;
  const auto X = p.amount_cents;
  auto txn =
      post_txn(conn,
               {entry(p, account::deposits_held, X, "refund due"),
                entry(p, card ? account::refunds_pending : account::refunds_owed, -X, p.reference)},
               now);
  if (!txn) return std::unexpected(txn.error());
  if (auto s = deposit_status(conn, p, "refund_owed", now); !s) {
    return std::unexpected(s.error());
  }
  return true;
}

db::Result<bool> refund_settled(db::Connection& conn, const Payment& p,
                                const std::optional<std::string>& reference,
                                const std::string& now) {
  const bool card = p.method == "card";
  auto moved = db::changed_one(run(conn, sql::kRefunded,
                                   {reference ? db::Param(*reference) : db::Param(nullptr), now,
                                    p.id, std::string(card ? "refund_pending" : "refund_owed")}));
  if (!moved || !*moved) return moved;
  const auto X = p.amount_cents;
  auto txn = post_txn(conn,
                      {entry(p, card ? account::refunds_pending : account::refunds_owed, X,
                             card ? "card refund done" : "FPS refund marked done"),
                       entry(p, card ? account::platform_cash : account::shop_cash, -X,
                             reference.value_or(p.reference))},
                      now);
  if (!txn) return std::unexpected(txn.error());
  if (auto s = deposit_status(conn, p, "refunded", now); !s) return std::unexpected(s.error());
  return true;
}

db::Result<bool> booking_paid(db::Connection& conn, const Payment& p, const std::string& now,
                              const Settings& settings) {
  auto facts = run(conn, sql::kPaidFacts, {p.booking_id});
  if (!facts) return std::unexpected(facts.error());
  const bool awaiting = !facts->rows.empty() && text(facts->rows[0][1]) == "awaiting_payment";
  if (!awaiting) {
    // Released, cancelled or paid already: the money goes back.
    auto paid = find_payment(conn, p.id);
    if (!paid) return std::unexpected(paid.error());
    if (*paid) {
      if (auto r = refund_deposit(conn, **paid, now); !r) return std::unexpected(r.error());
    }
    return false;
  }
  const bool confirm = boolean(facts->rows[0][0]);
  auto moved = run(conn, confirm ? sql::kPaidConfirmed : sql::kPaidPending, {now, p.booking_id});
  if (!moved) return std::unexpected(moved.error());
  if (moved->affected_rows != 1) return false;
  // The other method's open payment is no longer needed.
  auto closed = run(conn, sql::kCloseOpen, {std::string("cancelled"), now, p.booking_id});
  if (!closed) return std::unexpected(closed.error());
  using booking::Recipient;
  using mail::BookingEmail;
  for (auto [kind, to] :
       {std::pair{BookingEmail::deposit_received, Recipient::customer},
        std::pair{confirm ? BookingEmail::confirmed : BookingEmail::requested, Recipient::customer},
        std::pair{BookingEmail::merchant_new, Recipient::merchant}}) {
    auto sent = booking::notify(conn, kind, to, p.booking_id, settings.site_url);
    if (!sent) return std::unexpected(sent.error());
  }
  return true;
}

db::Result<void> settle_booking(db::Connection& conn, const std::string& booking_id,
                                const std::string& now, const Settings& settings) {
  auto facts = run(conn, sql::kOutcomeFacts, {booking_id});
  if (!facts) return std::unexpected(facts.error());
  if (facts->rows.empty()) return {};
  const auto& row = facts->rows[0];
  OutcomeFacts f{text(row[0]),
                 text(row[1]),
                 booking::instant(row[3]),
                 booking::instant(row[4]),
                 boolean(row[5]),
                 static_cast<int>(integer(row[6], 24))};
  const int bps = row[7].is_null() ? settings.commission_bps : static_cast<int>(integer(row[7]));
  if (f.status != "awaiting_payment") {
    const std::string to = f.cancel_reason == "unpaid" ? "expired" : "cancelled";
    auto closed = run(conn, sql::kCloseOpen, {to, now, booking_id});
    if (!closed) return std::unexpected(closed.error());
  }
  const auto outcome = outcome_of(f);
  if (outcome == Outcome::none) return {};
  auto payments = payments_of(conn, booking_id);
  if (!payments) return std::unexpected(payments.error());
  for (const auto& p : *payments) {
    if (p.status != "paid") continue;
    auto r =
        outcome == Outcome::keep ? keep_deposit(conn, p, bps, now) : refund_deposit(conn, p, now);
    if (!r) return std::unexpected(r.error());
  }
  return {};
}

}  // namespace emu::payments
