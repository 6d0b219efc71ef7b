// The same driver cases on SQLite and PostgreSQL (the latter only with EMU_TEST_POSTGRES_URL):
// typed cells, bound parameters, sqlstates, transactions.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "db/migrations.hpp"
#include "db_test_support.hpp"
#include "db/transaction.hpp"

namespace emu::db::testing {
namespace {

namespace json = boost::json;

class DriverTest : public ::testing::TestWithParam<Engine> {};

constexpr std::string_view kTypesTable = R"(
CREATE TABLE typed (
  id UUID NOT NULL DEFAULT @UUID@,
  flag BOOLEAN,
  big BIGINT,
  small INTEGER,
  price NUMERIC(10,2),
  ratio DOUBLE PRECISION,
  doc JSONB,
  at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  label TEXT,
  CONSTRAINT typed_pkey PRIMARY KEY (id),
  CONSTRAINT typed_label_key UNIQUE (label),
  CONSTRAINT typed_small_check CHECK (small >= 0)
);
CREATE TABLE child (
  id INTEGER NOT NULL,
  typed_id UUID NOT NULL,
  CONSTRAINT child_pkey PRIMARY KEY (id),
  CONSTRAINT child_typed_id_fkey FOREIGN KEY (typed_id) REFERENCES typed (id) ON DELETE CASCADE
);)";

void create_tables(Database& db) { script(db, expand_macros(kTypesTable, db.dialect())); }

TEST_P(DriverTest, TypedCellsRoundTrip) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  create_tables(*t);
  auto ins = must(*t,
                  "INSERT INTO typed (flag, big, small, price, ratio, doc, at, label) "
                  "VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *",
                  {true, std::int64_t{9007199254740993}, std::int64_t{7}, 12.5, 0.25,
                   std::string(R"({"a":[1,2,{"b":null}],"zh":"中西區"})"),
                   std::string("2026-11-22T10:32:18.123456Z"), std::string("x")});
  ASSERT_EQ(ins.rows.size(), 1u);
  auto row = ins.to_objects().at(0).as_object();
  EXPECT_TRUE(row.at("id").is_string());
  EXPECT_EQ(row.at("id").as_string().size(), 36u);
  EXPECT_EQ(row.at("flag"), json::value(true));
  EXPECT_EQ(row.at("big").as_int64(), 9007199254740993);
  EXPECT_EQ(row.at("small").as_int64(), 7);
  EXPECT_DOUBLE_EQ(row.at("price").as_double(), 12.5);
  EXPECT_DOUBLE_EQ(row.at("ratio").as_double(), 0.25);
  EXPECT_EQ(row.at("doc"), json::parse(R"({"a":[1,2,{"b":null}],"zh":"中西區"})"));
  EXPECT_EQ(row.at("at").as_string(), "2026-11-22T10:32:18.123456Z");
  const std::string created(row.at("created_at").as_string());
  EXPECT_EQ(created.size() >= 20 ? created.substr(10, 1) : "", "T") << created;
  EXPECT_EQ(created.back(), 'Z') << created;
  EXPECT_EQ(row.at("label").as_string(), "x");

  // NULLs, false, and an expression column typed from its storage class.
  must(*t, "INSERT INTO typed (flag, big, doc, label) VALUES ($1, $2, $3, $4)",
       {false, nullptr, nullptr, std::string("y")});
  auto sel = must(*t, "SELECT flag, big, doc, count(*) OVER () AS n FROM typed WHERE label = $1",
                  {std::string("y")});
  ASSERT_EQ(sel.rows.size(), 1u);
  EXPECT_EQ(sel.columns, (std::vector<std::string>{"flag", "big", "doc", "n"}));
  EXPECT_EQ(sel.rows[0][0], json::value(false));
  EXPECT_TRUE(sel.rows[0][1].is_null());
  EXPECT_TRUE(sel.rows[0][2].is_null());
  EXPECT_EQ(sel.rows[0][3].as_int64(), 1);
}

TEST_P(DriverTest, ParametersAreBoundNeverSpliced) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  create_tables(*t);
  const std::string nasty = "O'Brien \"quoted\"; DROP TABLE typed; -- $1 中西區 😀 \\ %";
  must(*t, "INSERT INTO typed (label, small) VALUES ($1, $2)", {nasty, std::int64_t{1}});
  // $2 before $1 and a placeholder used twice: bound by name, not by position of appearance.
  auto r = must(*t, "SELECT label FROM typed WHERE small = $2 AND (label = $1 OR label = $1)",
                {nasty, std::int64_t{1}});
  ASSERT_EQ(r.rows.size(), 1u);
  EXPECT_EQ(r.rows[0][0].as_string(), nasty);
  auto wrong = run(*t, "SELECT label FROM typed WHERE label = $1", {nasty, nasty});
  ASSERT_FALSE(wrong);
  EXPECT_EQ(wrong.error().sqlstate, "08P01");
}

TEST_P(DriverTest, ConstraintViolationsUsePostgresSqlstates) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  create_tables(*t);
  auto id = must(*t, "INSERT INTO typed (label) VALUES ($1) RETURNING id", {std::string("a")})
                .rows.at(0)
                .at(0);
  auto dup = run(*t, "INSERT INTO typed (label) VALUES ($1)", {std::string("a")});
  ASSERT_FALSE(dup);
  EXPECT_EQ(dup.error().sqlstate, "23505");
  EXPECT_EQ(dup.error().constraint, "typed_label_key");
  auto pk = run(*t, "INSERT INTO typed (id) VALUES ($1)", {std::string(id.as_string())});
  ASSERT_FALSE(pk);
  EXPECT_EQ(pk.error().sqlstate, "23505");
  EXPECT_EQ(pk.error().constraint, "typed_pkey");
  auto fk = run(*t, "INSERT INTO child (id, typed_id) VALUES (1, $1)",
                {std::string("00000000-0000-4000-8000-000000000000")});
  ASSERT_FALSE(fk);
  EXPECT_EQ(fk.error().sqlstate, "23503");
  auto check = run(*t, "INSERT INTO typed (small) VALUES ($1)", {std::int64_t{-1}});
  ASSERT_FALSE(check);
  EXPECT_EQ(check.error().sqlstate, "23514");
  EXPECT_EQ(check.error().constraint, "typed_small_check");
  auto notnull = run(*t, "INSERT INTO child (id, typed_id) VALUES (2, $1)", {nullptr});
  ASSERT_FALSE(notnull);
  EXPECT_EQ(notnull.error().sqlstate, "23502");
  // Cascade: deleting the parent takes the child.
  must(*t, "INSERT INTO child (id, typed_id) VALUES (3, $1)", {std::string(id.as_string())});
  auto del = must(*t, "DELETE FROM typed WHERE id = $1", {std::string(id.as_string())});
  EXPECT_EQ(del.affected_rows, 1);
  EXPECT_EQ(must(*t, "SELECT count(*) FROM child").rows.at(0).at(0).as_int64(), 0);
}

TEST_P(DriverTest, SqlErrorsUsePostgresSqlstates) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  create_tables(*t);
  EXPECT_EQ(run(*t, "SELEC 1").error().sqlstate, "42601");
  EXPECT_EQ(run(*t, "SELECT * FROM no_such_table").error().sqlstate, "42P01");
  EXPECT_EQ(run(*t, "SELECT no_such_column FROM typed").error().sqlstate, "42703");
  EXPECT_EQ(run(*t, "SELECT 1; SELECT 2").error().sqlstate, "42601");
}

TEST_P(DriverTest, AffectedRowsAndToObjects) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  create_tables(*t);
  for (int i = 0; i < 3; ++i) {
    must(*t, "INSERT INTO typed (small, label) VALUES ($1, $2)",
         {std::int64_t{i}, "l" + std::to_string(i)});
  }
  auto upd = must(*t, "UPDATE typed SET flag = $1 WHERE small >= $2", {true, std::int64_t{1}});
  EXPECT_EQ(upd.affected_rows, 2);
  auto sel = must(*t, "SELECT small, label FROM typed ORDER BY small");
  EXPECT_EQ(sel.affected_rows, 0);
  EXPECT_EQ(json::value(sel.to_objects()),
            json::parse(R"([{"small":0,"label":"l0"},{"small":1,"label":"l1"},
                           {"small":2,"label":"l2"}])"));
}

TEST_P(DriverTest, TransactionsCommitAndRollBack) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  create_tables(*t);
  auto count = [&] { return must(*t, "SELECT count(*) FROM typed").rows.at(0).at(0).as_int64(); };

  // The helper rolls back when the function returns an error...
  auto failed = in_transaction(*t, TxMode::write, [](Connection& c) -> Result<int> {
    const Param p[] = {std::string("a")};
    if (auto r = c.query("INSERT INTO typed (label) VALUES ($1)", p); !r)
      return std::unexpected(r.error());
    if (auto r = c.query("INSERT INTO typed (label) VALUES ($1)", p); !r)  // duplicate
      return std::unexpected(r.error());
    return 1;
  });
  ASSERT_FALSE(failed);
  EXPECT_EQ(failed.error().sqlstate, "23505");
  EXPECT_EQ(count(), 0);

  // ...and commits when it returns a value.
  auto ok = in_transaction(*t, TxMode::write, [](Connection& c) -> Result<int> {
    const Param p[] = {std::string("b")};
    if (auto r = c.query("INSERT INTO typed (label) VALUES ($1)", p); !r)
      return std::unexpected(r.error());
    return 2;
  });
  ASSERT_TRUE(ok);
  EXPECT_EQ(*ok, 2);
  EXPECT_EQ(count(), 1);

  // RAII: a Transaction dropped without commit() rolls back.
  {
    auto conn = t->acquire();
    ASSERT_TRUE(conn);
    auto tx = Transaction::begin(**conn);
    ASSERT_TRUE(tx);
    const Param p[] = {std::string("c")};
    ASSERT_TRUE((*conn)->query("INSERT INTO typed (label) VALUES ($1)", p));
  }
  EXPECT_EQ(count(), 1);

  // A connection returned with a transaction still open is cleaned up by the pool.
  {
    auto conn = t->acquire();
    ASSERT_TRUE((*conn)->execute_script("BEGIN"));
    const Param p[] = {std::string("d")};
    ASSERT_TRUE((*conn)->query("INSERT INTO typed (label) VALUES ($1)", p));
  }
  EXPECT_EQ(count(), 1);
}

TEST_P(DriverTest, ReadTransactionsRejectWrites) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  create_tables(*t);
  auto r = in_transaction(*t, TxMode::read, [](Connection& c) -> Result<void> {
    const Param p[] = {std::string("r")};
    auto w = c.query("INSERT INTO typed (label) VALUES ($1)", p);
    if (!w) return std::unexpected(w.error());
    return {};
  });
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().sqlstate, "25006");
  // The connection is writable again afterwards.
  must(*t, "INSERT INTO typed (label) VALUES ($1)", {std::string("w")});
}

TEST_P(DriverTest, PoolLimitsAcquireTimeoutAndStats) {
  PoolOptions options;
  options.max_connections = 2;
  options.acquire_timeout = std::chrono::milliseconds(150);
  EMU_OPEN_OR_SKIP(t, GetParam(), options);
  auto a = t->acquire();
  auto b = t->acquire();
  ASSERT_TRUE(a && b);
  auto s = t->stats();
  EXPECT_EQ(s.capacity, 2u);
  EXPECT_EQ(s.size, 2u);
  EXPECT_EQ(s.in_use, 2u);
  const auto start = std::chrono::steady_clock::now();
  auto c = t->acquire();
  const auto waited = std::chrono::steady_clock::now() - start;
  ASSERT_FALSE(c);
  EXPECT_EQ(c.error().sqlstate, "57014");
  EXPECT_GE(waited, std::chrono::milliseconds(140));

  // A waiter is woken when a connection comes back.
  std::thread waiter([&] {
    auto d = t->acquire();
    EXPECT_TRUE(d);
  });
  while (t->stats().waiting == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  { auto gone = std::move(*a); }
  waiter.join();
  s = t->stats();
  EXPECT_EQ(s.in_use, 1u);
  EXPECT_EQ(s.waiting, 0u);
  EXPECT_EQ(s.size, 2u);
}

TEST_P(DriverTest, ConcurrentWritersFromFourThreads) {
  PoolOptions options;
  options.max_connections = 4;
  EMU_OPEN_OR_SKIP(t, GetParam(), options);
  create_tables(*t);
  constexpr int kThreads = 4, kPerThread = 50;
  std::atomic<int> errors{0};
  std::vector<std::thread> threads;
  for (int th = 0; th < kThreads; ++th) {
    threads.emplace_back([&, th] {
      for (int i = 0; i < kPerThread; ++i) {
        auto r = in_transaction(*t, TxMode::write, [&](Connection& c) -> Result<void> {
          const Param p[] = {std::int64_t{th * 1000 + i}, "t" + std::to_string(th * 1000 + i)};
          auto w = c.query("INSERT INTO typed (small, label) VALUES ($1, $2)", p);
          if (!w) return std::unexpected(w.error());
          auto rd = c.query("SELECT count(*) FROM typed");
          if (!rd) return std::unexpected(rd.error());
          return {};
        });
        if (!r) {
          ++errors;
          ADD_FAILURE() << r.error().sqlstate << " " << r.error().message;
        }
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(errors.load(), 0);
  EXPECT_EQ(must(*t, "SELECT count(*) FROM typed").rows.at(0).at(0).as_int64(),
            kThreads * kPerThread);
}

INSTANTIATE_TEST_SUITE_P(Engines, DriverTest, ::testing::Values(Engine::sqlite, Engine::postgres),
                         engine_name);

}  // namespace
}  // namespace emu::db::testing
