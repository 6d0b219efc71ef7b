// The generic pool with a fake connection, the ":memory:" database, and a PostgreSQL
// connection killed under the pool's feet.
#include <gtest/gtest.h>

#include "db/migrations.hpp"
#include "db/pool.hpp"
#include "db_test_support.hpp"

namespace emu::db::testing {
namespace {

struct FakeConnection final : Connection {
  bool ok = true;
  Dialect dialect() const override { return Dialect::sqlite; }
  Result<ResultSet> query(std::string_view, std::span<const Param>) override { return ResultSet{}; }
  Result<std::int64_t> query_json(std::string_view, std::span<const Param>,
                                  std::span<const JsonColumn>, std::string&, std::size_t) override {
    return 0;
  }
  Result<void> execute_script(std::string_view) override { return {}; }
  bool healthy() const override { return ok; }
};

TEST(ConnectionPool, DropsUnhealthyConnectionsAndReopens) {
  int opened = 0;
  PooledDatabase db(Dialect::sqlite, 2, std::chrono::milliseconds(50),
                    [&]() -> Result<std::unique_ptr<Connection>> {
                      ++opened;
                      return std::make_unique<FakeConnection>();
                    },
                    {});
  {
    auto c = db.acquire();
    ASSERT_TRUE(c);
    static_cast<FakeConnection&>(**c).ok = false;
  }
  EXPECT_EQ(db.stats().size, 0u);
  { auto c = db.acquire(); }
  { auto c = db.acquire(); }  // reuses the idle one
  EXPECT_EQ(opened, 2);
  EXPECT_EQ(db.stats().size, 1u);
  EXPECT_EQ(db.stats().in_use, 0u);
}

TEST(ConnectionPool, FailedOpenFreesTheSlot) {
  bool fail = true;
  PooledDatabase db(Dialect::sqlite, 1, std::chrono::milliseconds(50),
                    [&]() -> Result<std::unique_ptr<Connection>> {
                      if (fail) return std::unexpected(DbError{"08006", "down", ""});
                      return std::make_unique<FakeConnection>();
                    },
                    {});
  auto c = db.acquire();
  ASSERT_FALSE(c);
  EXPECT_EQ(c.error().sqlstate, "08006");
  EXPECT_EQ(db.stats().size, 0u);
  fail = false;
  EXPECT_TRUE(db.acquire());
}

TEST(ConnectionPool, MovedHandleReturnsOnce) {
  PooledDatabase db(
      Dialect::sqlite, 1, std::chrono::milliseconds(50),
      []() -> Result<std::unique_ptr<Connection>> { return std::make_unique<FakeConnection>(); },
      {});
  {
    auto c = db.acquire();
    PooledConnection moved = std::move(*c);
    EXPECT_EQ(db.stats().in_use, 1u);
  }
  EXPECT_EQ(db.stats().in_use, 0u);
  EXPECT_EQ(db.stats().size, 1u);
}

TEST(SqliteMemory, OneConnectionHoldsTheDatabase) {
  auto db = Database::open("sqlite::memory:");
  ASSERT_TRUE(db) << db.error().message;
  EXPECT_EQ((*db)->dialect(), Dialect::sqlite);
  EXPECT_EQ((*db)->stats().capacity, 1u);
  auto applied = migrate(**db);
  ASSERT_TRUE(applied) << applied.error().message;
  must(**db, "INSERT INTO waitlist_emails (email) VALUES ($1)", {std::string("m@b.hk")});
  EXPECT_EQ(must(**db, "SELECT count(*) FROM waitlist_emails").rows[0][0].as_int64(), 1);
  // A second in-memory database is a different database.
  auto other = Database::open("sqlite::memory:");
  ASSERT_TRUE(other);
  EXPECT_FALSE(run(**other, "SELECT * FROM waitlist_emails"));
}

TEST(DatabaseOpen, RejectsUnknownSchemesAndBadTargets) {
  EXPECT_EQ(Database::open("mysql://x").error().sqlstate, "XX000");
  EXPECT_EQ(Database::open("sqlite:/proc/definitely/not/here.db").error().sqlstate, "08006");
  EXPECT_EQ(Database::open("postgres://nobody@/nodb?host=/nonexistent-dir&port=1").error().sqlstate,
            "08006");
}

TEST(PostgresPool, KilledConnectionIsDroppedAndReplaced) {
  EMU_OPEN_OR_SKIP(t, Engine::postgres);
  std::int64_t pid = 0;
  {
    auto conn = t->acquire();
    ASSERT_TRUE(conn);
    pid = (*conn)->query("SELECT pg_backend_pid()")->rows.at(0).at(0).as_int64();
    {
      auto killer = t->acquire();
      ASSERT_TRUE(killer);
      const Param p[] = {pid};
      ASSERT_TRUE((*killer)->query("SELECT pg_terminate_backend($1::int)", p));
    }
    EXPECT_EQ(t->stats().size, 2u);
    auto r = (*conn)->query("SELECT 1");
    ASSERT_FALSE(r);
    EXPECT_TRUE(r.error().sqlstate == "08006" || r.error().sqlstate == "57P01")
        << r.error().sqlstate << " " << r.error().message;
    EXPECT_FALSE((*conn)->healthy());
  }
  EXPECT_EQ(t->stats().size, 1u);  // the dead one was not put back
  auto fresh = t->acquire();
  ASSERT_TRUE(fresh);
  EXPECT_TRUE((*fresh)->query("SELECT 1"));
}

}  // namespace
}  // namespace emu::db::testing
