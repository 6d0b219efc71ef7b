// A blocked database cannot hold the server: a lock held by another connection is waited for
// at most the lock timeout (55P03, not retried), and Database::interrupt ends a wait at once,
// rolls the transaction back and refuses everything after it (57P01), on both engines.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "db/transaction.hpp"
#include "db_test_support.hpp"

namespace emu::db::testing {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

class DbInterrupt : public ::testing::TestWithParam<Engine> {};

// Another "process" takes the write lock on table t and keeps it while the returned
// transaction lives: SQLite's write lock, PostgreSQL's ACCESS EXCLUSIVE on t.
struct HeldLock {
  std::unique_ptr<Database> other;
  std::optional<PooledConnection> conn;
  std::optional<Transaction> tx;
};

HeldLock hold_lock(const TestDb& t) {
  HeldLock h;
  h.other = t.open_again();
  EXPECT_NE(h.other, nullptr);
  auto conn = h.other->acquire();
  EXPECT_TRUE(conn.has_value());
  h.conn.emplace(std::move(*conn));
  auto tx = Transaction::begin(**h.conn, TxMode::write);
  EXPECT_TRUE(tx.has_value());
  h.tx.emplace(std::move(*tx));
  if (t.engine == Engine::postgres) {
    EXPECT_TRUE((**h.conn).execute_script("LOCK TABLE t IN ACCESS EXCLUSIVE MODE"));
  } else {
    EXPECT_TRUE((**h.conn).query("INSERT INTO t (v) VALUES (0)"));
  }
  return h;
}

Result<int> insert_one(Database& db) {
  return in_transaction(db, TxMode::write, [](Connection& c) -> Result<int> {
    auto r = c.query("INSERT INTO t (v) VALUES (1)");
    if (!r) return std::unexpected(r.error());
    return 1;
  });
}

TEST_P(DbInterrupt, ALockHeldLongerThanTheLockTimeoutFailsOnceWith55P03) {
  EMU_OPEN_OR_SKIP(t, GetParam(), PoolOptions{.busy_timeout = milliseconds(300)});
  must(*t, "CREATE TABLE t (v INTEGER)");
  auto held = hold_lock(t);
  const auto start = Clock::now();
  auto r = insert_one(*t);
  const auto took = Clock::now() - start;
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().sqlstate, "55P03") << r.error().message;
  EXPECT_TRUE(is_unavailable(r.error().sqlstate));
  EXPECT_GE(took, milliseconds(250));
  EXPECT_LT(took, milliseconds(900)) << "waited once, not once per retry";
}

TEST_P(DbInterrupt, InterruptEndsTheWaitRollsBackAndRefusesWhatFollows) {
  EMU_OPEN_OR_SKIP(t, GetParam(), PoolOptions{.busy_timeout = milliseconds(60'000)});
  must(*t, "CREATE TABLE t (v INTEGER)");
  auto held = hold_lock(t);
  std::optional<Result<int>> result;
  Clock::time_point ended;
  std::thread writer([&] {
    result = insert_one(*t);
    ended = Clock::now();
  });
  std::this_thread::sleep_for(milliseconds(300));  // the writer now waits for the lock
  const auto interrupted = Clock::now();
  t->interrupt();
  writer.join();
  ASSERT_TRUE(result.has_value());
  ASSERT_FALSE(*result);
  EXPECT_TRUE((*result).error().sqlstate == "57014" || (*result).error().sqlstate == "57P01")
      << (*result).error().sqlstate << " " << (*result).error().message;
  EXPECT_LT(ended - interrupted, milliseconds(1000));
  auto after = t->acquire();
  ASSERT_FALSE(after);
  EXPECT_EQ(after.error().sqlstate, "57P01");
  // The lock goes; the interrupted insert was rolled back, not left to commit.
  held.tx.reset();
  held.conn.reset();
  auto check = held.other->acquire();
  ASSERT_TRUE(check);
  auto n = (*check)->query("SELECT count(*) AS n FROM t WHERE v = 1");
  ASSERT_TRUE(n) << n.error().message;
  EXPECT_EQ(n->rows[0][0].to_number<std::int64_t>(), 0);
}

INSTANTIATE_TEST_SUITE_P(Engines, DbInterrupt, ::testing::Values(Engine::sqlite, Engine::postgres),
                         engine_name);

}  // namespace
}  // namespace emu::db::testing
