// Shared helpers for the database tests: a throwaway database per test on either engine.
// SQLite: a file in a fresh temporary folder (so the pool can hold several connections).
// PostgreSQL: a fresh schema in the database named by EMU_TEST_POSTGRES_URL, selected through
// the connection's search_path, dropped afterwards; without that variable the test is skipped.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <random>
#include <string>

#include "db/database.hpp"

namespace emu::db::testing {

enum class Engine { sqlite, postgres };

inline std::string engine_name(const ::testing::TestParamInfo<Engine>& info) {
  return info.param == Engine::sqlite ? "Sqlite" : "Postgres";
}

inline std::string postgres_url() {
  const char* url = std::getenv("EMU_TEST_POSTGRES_URL");
  return url ? url : "";
}

inline std::string random_suffix() {
  static thread_local std::mt19937_64 rng{std::random_device{}()};
  return std::to_string(rng() % 1000000000000ULL);
}

struct TestDb {
  Engine engine = Engine::sqlite;
  std::unique_ptr<Database> db;
  std::string url;            // what Database::open was given
  std::string schema;         // PostgreSQL only
  std::filesystem::path dir;  // SQLite only

  TestDb() = default;
  TestDb(TestDb&&) = default;
  TestDb& operator=(TestDb&&) = default;
  ~TestDb() {
    db.reset();
    if (!schema.empty()) {
      if (auto admin = Database::open(postgres_url()); admin) {
        auto conn = (*admin)->acquire();
        if (conn) (void)(*conn)->execute_script("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
      }
    }
    if (!dir.empty()) std::filesystem::remove_all(dir);
  }

  Database& operator*() const { return *db; }
  Database* operator->() const { return db.get(); }

  // Opens another pool on the same database (a second "process").
  std::unique_ptr<Database> open_again(PoolOptions options = {}) const {
    auto again = Database::open(url, options);
    return again ? std::move(*again) : nullptr;
  }
};

// Returns nullopt when the engine is unavailable; the caller skips.
inline std::optional<TestDb> make_test_db(Engine engine, PoolOptions options = {}) {
  TestDb t;
  t.engine = engine;
  if (engine == Engine::sqlite) {
    t.dir = std::filesystem::temp_directory_path() / ("emu-db-test-" + random_suffix());
    t.url = "sqlite:" + (t.dir / "nested" / "test.db").string();
  } else {
    const auto base = postgres_url();
    if (base.empty()) return std::nullopt;
    t.schema = "emu_test_" + random_suffix();
    auto admin = Database::open(base);
    if (!admin) {
      ADD_FAILURE() << "cannot connect to EMU_TEST_POSTGRES_URL: " << admin.error().message;
      return std::nullopt;
    }
    auto conn = (*admin)->acquire();
    if (!conn || !(*conn)->execute_script("CREATE SCHEMA " + t.schema)) {
      ADD_FAILURE() << "cannot create schema " << t.schema;
      return std::nullopt;
    }
    // libpq URI parameter: every pooled connection starts with search_path = the test schema.
    t.url = base + (base.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3D" +
            t.schema;
  }
  auto db = Database::open(t.url, options);
  if (!db) {
    ADD_FAILURE() << "open " << t.url << ": " << db.error().message;
    return std::nullopt;
  }
  t.db = std::move(*db);
  return t;
}

#define EMU_OPEN_OR_SKIP(var, engine, ...)                                       \
  auto var##_opt = ::emu::db::testing::make_test_db(engine, ##__VA_ARGS__);      \
  if (!var##_opt) GTEST_SKIP() << "EMU_TEST_POSTGRES_URL not set (or unusable)"; \
  auto& var = *var##_opt

// Runs one statement on a fresh connection and fails the test on error.
inline ResultSet must(Database& db, std::string_view sql, std::vector<Param> params = {}) {
  auto conn = db.acquire();
  EXPECT_TRUE(conn.has_value()) << (conn ? "" : conn.error().message);
  if (!conn) return {};
  auto r = (*conn)->query(sql, params);
  EXPECT_TRUE(r.has_value()) << sql << ": " << (r ? "" : r.error().message);
  return r ? *r : ResultSet{};
}

inline Result<ResultSet> run(Database& db, std::string_view sql, std::vector<Param> params = {}) {
  auto conn = db.acquire();
  if (!conn) return std::unexpected(conn.error());
  return (*conn)->query(sql, params);
}

inline void script(Database& db, std::string_view sql) {
  auto conn = db.acquire();
  ASSERT_TRUE(conn.has_value());
  auto r = (*conn)->execute_script(sql);
  ASSERT_TRUE(r.has_value()) << r.error().message;
}

}  // namespace emu::db::testing
