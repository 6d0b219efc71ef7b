// The payments room without a server (salon-day.md C.3, C.5.2): the deposit rules as plain
// functions (amount, rounding, commission, the outcome table), and the settlement the card
// provider's webhook and refunds job call, on both engines: a card payment settles once (a
// second call changes nothing), a late one after the booking was released is refunded at
// once, a refund is confirmed once, an event is claimed once, and post_txn refuses entries
// that do not balance.
#include <gtest/gtest.h>

#include "db/cells.hpp"
#include "db/migrations.hpp"
#include "db_test_support.hpp"
#include "payments/ledger.hpp"
#include "payments/rules.hpp"
#include "payments/settlement.hpp"

namespace emu::payments {
namespace {

using db::testing::Engine;

TEST(DepositRules, FixedAndPercentInCents) {
  EXPECT_EQ(deposit_cents("fixed", 100.0, 380.0), 10000);
  EXPECT_EQ(deposit_cents("fixed", 0.01, std::nullopt), 1);
  EXPECT_EQ(deposit_cents("percent", 25.0, 380.0), 9500);
  EXPECT_EQ(deposit_cents("percent", 33.0, 99.99), 3300);  // 3299.67 cents rounds to 3300
  EXPECT_EQ(deposit_cents("percent", 12.5, 0.99), 12);     // 12.375 cents
  EXPECT_EQ(deposit_cents("fixed", 500.0, 380.0), 38000);  // never more than the price
  EXPECT_EQ(deposit_cents("percent", 25.0, std::nullopt), std::nullopt);
  EXPECT_EQ(deposit_cents("none", 100.0, 380.0), std::nullopt);
  EXPECT_EQ(deposit_cents("fixed", std::nullopt, 380.0), std::nullopt);
  EXPECT_EQ(commission_cents(10000, 500), 500);
  EXPECT_EQ(commission_cents(3333, 500), 167);  // 166.65 rounds half up
  EXPECT_EQ(commission_cents(1, 500), 0);
}

TEST(DepositRules, TheOutcomeTable) {
  const domain::Minute start = 100000;
  auto cancelled = [&](std::string reason, domain::Minute at, bool weather = false) {
    return outcome_of({"cancelled", std::move(reason), at, start, weather, 24});
  };
  EXPECT_EQ(outcome_of({"completed", "", std::nullopt, start, false, 24}), Outcome::keep);
  EXPECT_EQ(outcome_of({"no_show", "", std::nullopt, start, false, 24}), Outcome::keep);
  EXPECT_EQ(outcome_of({"confirmed", "", std::nullopt, start, false, 24}), Outcome::none);
  EXPECT_EQ(cancelled("customer", start - 24 * 60), Outcome::refund);    // just in time
  EXPECT_EQ(cancelled("customer", start - 24 * 60 + 1), Outcome::keep);  // late
  EXPECT_EQ(cancelled("customer", start - 60, true), Outcome::refund);   // weather
  EXPECT_EQ(cancelled("weather", start - 60), Outcome::refund);
  for (auto reason : {"declined", "merchant", "expired", "unpaid"}) {
    EXPECT_EQ(cancelled(reason, start - 1), Outcome::refund) << reason;
  }
}

TEST(DepositRules, ReferencesAreShortAndTypable) {
  const auto a = new_reference(), b = new_reference();
  EXPECT_NE(a, b);
  for (const auto& r : {a, b}) {
    ASSERT_EQ(r.size(), 9u);
    EXPECT_EQ(r.substr(0, 3), "EMU");
    EXPECT_EQ(r.find_first_of("01IO", 3), std::string::npos) << r;
  }
}

class Settlement : public ::testing::TestWithParam<Engine> {};

constexpr std::string_view kShop = "7a1c2d3e-0000-4000-8000-000000000001";
constexpr std::string_view kBooking = "7a1c2d3e-0000-4000-8000-0000000000b1";
constexpr std::string_view kPayment = "7a1c2d3e-0000-4000-8000-0000000000c1";
constexpr std::string_view kNow = "2026-11-27T03:00:00.000Z";

// A shop, a booking awaiting a HK$200 deposit and its pending card payment.
void seed(db::Database& db, std::string_view booking_status = "awaiting_payment") {
  ASSERT_TRUE(db::migrate(db).has_value());
  db::testing::must(db, "INSERT INTO businesses (id, name, auto_confirm) VALUES ($1, 'Glow', $2)",
                    {std::string(kShop), true});
  db::testing::must(db,
                    "INSERT INTO bookings (id, shop_id, booking_date, booking_time, status, "
                    "start_at, end_at, deposit_hkd, payment_due_at, deposit_status) VALUES ($1, "
                    "$2, '2026-12-01', '10:00:00', $3, '2026-12-01T02:00:00Z', "
                    "'2026-12-01T03:00:00Z', 200, '2026-11-27T03:30:00Z', 'requested')",
                    {std::string(kBooking), std::string(kShop), std::string(booking_status)});
  db::testing::must(db,
                    "INSERT INTO payments (id, booking_id, shop_id, method, amount_cents, "
                    "reference, due_at) VALUES ($1, $2, $3, 'card', 20000, 'EMUTEST22', "
                    "'2026-11-27T03:30:00Z')",
                    {std::string(kPayment), std::string(kBooking), std::string(kShop)});
}

std::string one_text(db::Database& db, std::string_view sql) {
  auto r = db::testing::must(db, sql);
  return r.rows.empty() ? "" : db::text(r.rows[0][0]);
}

std::int64_t one_int(db::Database& db, std::string_view sql) {
  auto r = db::testing::must(db, sql);
  return r.rows.empty() ? -1 : db::integer(r.rows[0][0]);
}

std::int64_t unbalanced(db::Database& db) {
  return one_int(db,
                 "SELECT COUNT(*) FROM (SELECT txn_id FROM ledger_entries GROUP BY txn_id HAVING "
                 "SUM(amount_cents) <> 0) t");
}

TEST_P(Settlement, ACardPaymentSettlesOnce) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  seed(*t);
  auto conn = t->acquire();
  ASSERT_TRUE(conn.has_value());
  const Settings settings{"https://emu.hk", 500};
  auto first =
      settle_card_paid(**conn, std::string(kPayment), "pi_1", 20000, std::string(kNow), settings);
  ASSERT_TRUE(first.has_value()) << first.error().message;
  EXPECT_TRUE(*first);
  auto second =
      settle_card_paid(**conn, std::string(kPayment), "pi_1", 20000, std::string(kNow), settings);
  ASSERT_TRUE(second.has_value());
  EXPECT_FALSE(*second);
  EXPECT_EQ(one_text(*t, "SELECT status FROM payments"), "paid");
  EXPECT_EQ(one_text(*t, "SELECT provider_intent FROM payments"), "pi_1");
  EXPECT_EQ(one_text(*t, "SELECT status FROM bookings"), "confirmed");
  EXPECT_EQ(one_text(*t, "SELECT deposit_status FROM bookings"), "received");
  EXPECT_EQ(one_int(*t, "SELECT COUNT(DISTINCT txn_id) FROM ledger_entries"), 1);
  EXPECT_EQ(one_int(*t,
                    "SELECT amount_cents FROM ledger_entries WHERE account = "
                    "'platform_cash'"),
            20000);
  EXPECT_EQ(unbalanced(*t), 0);
  // An unknown payment changes nothing.
  auto unknown = settle_card_paid(**conn, "7a1c2d3e-0000-4000-8000-0000000000ff", "pi_2", 1,
                                  std::string(kNow), settings);
  ASSERT_TRUE(unknown.has_value());
  EXPECT_FALSE(*unknown);
}

TEST_P(Settlement, APaymentAfterTheReleaseIsRefundedAndTheRefundConfirmedOnce) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  seed(*t, "cancelled");
  db::testing::must(*t, "UPDATE payments SET status = 'expired'");
  auto conn = t->acquire();
  ASSERT_TRUE(conn.has_value());
  auto paid = settle_card_paid(**conn, std::string(kPayment), "pi_9", 20000, std::string(kNow),
                               Settings{"https://emu.hk", 500});
  ASSERT_TRUE(paid.has_value()) << paid.error().message;
  EXPECT_TRUE(*paid);
  EXPECT_EQ(one_text(*t, "SELECT status FROM payments"), "refund_pending");
  EXPECT_EQ(one_text(*t, "SELECT status FROM bookings"), "cancelled");
  EXPECT_EQ(one_int(*t,
                    "SELECT amount_cents FROM ledger_entries WHERE account = "
                    "'refunds_pending'"),
            -20000);
  for (bool expected : {true, false}) {
    auto done = refund_done(**conn, std::string(kPayment), "re_1", std::string(kNow));
    ASSERT_TRUE(done.has_value()) << done.error().message;
    EXPECT_EQ(*done, expected);
  }
  EXPECT_EQ(one_text(*t, "SELECT status FROM payments"), "refunded");
  EXPECT_EQ(one_int(*t, "SELECT refunded_cents FROM payments"), 20000);
  EXPECT_EQ(one_text(*t, "SELECT refund_reference FROM payments"), "re_1");
  EXPECT_EQ(one_text(*t, "SELECT deposit_status FROM bookings"), "refunded");
  EXPECT_EQ(one_int(*t, "SELECT COUNT(DISTINCT txn_id) FROM ledger_entries"), 3);
  // The platform's cash is back where it started.
  EXPECT_EQ(one_int(*t,
                    "SELECT SUM(amount_cents) FROM ledger_entries WHERE account = "
                    "'platform_cash'"),
            0);
  EXPECT_EQ(unbalanced(*t), 0);
}

TEST_P(Settlement, EventsAreClaimedOnceSessionsExpireOnceAndTheLedgerRefusesImbalance) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  seed(*t);
  auto conn = t->acquire();
  ASSERT_TRUE(conn.has_value());
  for (bool expected : {true, false}) {
    auto claimed = claim_event(**conn, "stripe", "evt_1");
    ASSERT_TRUE(claimed.has_value()) << claimed.error().message;
    EXPECT_EQ(*claimed, expected);
  }
  for (bool expected : {true, false}) {
    auto expired = card_session_expired(**conn, std::string(kPayment), std::string(kNow));
    ASSERT_TRUE(expired.has_value());
    EXPECT_EQ(*expired, expected);
  }
  EXPECT_EQ(one_text(*t, "SELECT status FROM payments"), "expired");
  auto bad = post_txn(**conn,
                      {Entry{"platform_cash", 100, std::string(kShop), {}, {}, {}, "x"},
                       Entry{"deposits_held", -99, std::string(kShop), {}, {}, {}, "x"}},
                      std::string(kNow));
  ASSERT_FALSE(bad.has_value());
  EXPECT_EQ(bad.error().sqlstate, "23514");
  EXPECT_EQ(one_int(*t, "SELECT COUNT(*) FROM ledger_entries"), 0);
}

INSTANTIATE_TEST_SUITE_P(Engines, Settlement, ::testing::Values(Engine::sqlite, Engine::postgres),
                         db::testing::engine_name);

}  // namespace
}  // namespace emu::payments
