// One set of migrations must give both engines the same schema: tables, columns (with
// nullability), named constraints with their columns, foreign-key delete rules and indexes.
// Needs EMU_TEST_POSTGRES_URL; skipped otherwise.
#include <gtest/gtest.h>

#include <algorithm>
#include <boost/json/serialize.hpp>
#include <iterator>
#include <set>

#include "db/migrations.hpp"
#include "db/sqlite/schema_catalog.hpp"
#include "db_test_support.hpp"

namespace emu::db::testing {
namespace {

using Facts = std::set<std::string>;

std::string str(const boost::json::value& v) {
  return v.is_string() ? std::string(v.as_string()) : boost::json::serialize(v);
}

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& s : items) out += (out.empty() ? "" : ",") + s;
  return out;
}

std::string kind_name(sqlite::ConstraintKind k) {
  switch (k) {
    case sqlite::ConstraintKind::primary_key:
      return "PRIMARY KEY";
    case sqlite::ConstraintKind::unique:
      return "UNIQUE";
    case sqlite::ConstraintKind::foreign_key:
      return "FOREIGN KEY";
    case sqlite::ConstraintKind::check:
      return "CHECK";
  }
  return "?";
}

std::string delete_rule(std::string rule) {
  std::transform(rule.begin(), rule.end(), rule.begin(), ::toupper);
  return rule == "RESTRICT" ? "NO ACTION" : rule;  // no difference for our immediate checks
}

Facts sqlite_facts(Database& db) {
  Facts f;
  auto tables = must(db,
                     "SELECT name, sql FROM sqlite_master WHERE type = 'table' "
                     "AND name NOT LIKE 'sqlite_%' ORDER BY name");
  for (const auto& t : tables.rows) {
    const auto table = str(t[0]);
    f.insert("table " + table);
    for (const auto& c :
         must(db, "SELECT name, \"notnull\", pk FROM pragma_table_info($1)", {table}).rows) {
      const bool not_null = c[1].as_int64() != 0 || c[2].as_int64() != 0;
      f.insert("column " + table + "." + str(c[0]) + (not_null ? " NOT NULL" : " NULL"));
    }
    for (const auto& c : sqlite::parse_named_constraints(str(t[1]))) {
      f.insert("constraint " + table + " " + c.name + " " + kind_name(c.kind) + " (" +
               join(c.columns) + ")");
    }
    for (const auto& fk : must(db,
                               "SELECT \"table\", \"from\", \"to\", on_delete "
                               "FROM pragma_foreign_key_list($1)",
                               {table})
                              .rows) {
      f.insert("fk " + table + "." + str(fk[1]) + " -> " + str(fk[0]) + "." + str(fk[2]) +
               " ON DELETE " + delete_rule(str(fk[3])));
    }
  }
  for (const auto& i : must(db,
                            "SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' "
                            "AND sql IS NOT NULL")
                           .rows) {
    f.insert("index " + str(i[1]) + " " + str(i[0]));
  }
  return f;
}

Facts postgres_facts(Database& db, const std::string& schema) {
  Facts f;
  for (const auto& t : must(db,
                            "SELECT table_name FROM information_schema.tables "
                            "WHERE table_schema = $1 AND table_type = 'BASE TABLE'",
                            {schema})
                           .rows) {
    f.insert("table " + str(t[0]));
  }
  for (const auto& c : must(db,
                            "SELECT table_name, column_name, is_nullable "
                            "FROM information_schema.columns WHERE table_schema = $1",
                            {schema})
                           .rows) {
    f.insert("column " + str(c[0]) + "." + str(c[1]) + (str(c[2]) == "NO" ? " NOT NULL" : " NULL"));
  }
  // Key columns in constraint order (array_position keeps conkey's order).
  for (const auto& c : must(db, R"(
      SELECT rel.relname, con.conname, con.contype,
             coalesce((SELECT string_agg(a.attname, ',' ORDER BY array_position(con.conkey, a.attnum))
                       FROM pg_attribute a
                       WHERE a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey)), '')
      FROM pg_constraint con
      JOIN pg_class rel ON rel.oid = con.conrelid
      JOIN pg_namespace ns ON ns.oid = rel.relnamespace
      WHERE ns.nspname = $1 AND con.contype IN ('p', 'u', 'f', 'c'))",
                            {schema})
                           .rows) {
    const auto type = str(c[2]);
    const std::string kind = type == "p"   ? "PRIMARY KEY"
                             : type == "u" ? "UNIQUE"
                             : type == "f" ? "FOREIGN KEY"
                                           : "CHECK";
    f.insert("constraint " + str(c[0]) + " " + str(c[1]) + " " + kind + " (" +
             (type == "c" ? "" : str(c[3])) + ")");
  }
  for (const auto& fk : must(db, R"(
      SELECT rel.relname, a.attname, frel.relname, fa.attname, con.confdeltype
      FROM pg_constraint con
      JOIN pg_class rel ON rel.oid = con.conrelid
      JOIN pg_namespace ns ON ns.oid = rel.relnamespace
      JOIN pg_class frel ON frel.oid = con.confrelid
      JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = con.conkey[1]
      JOIN pg_attribute fa ON fa.attrelid = con.confrelid AND fa.attnum = con.confkey[1]
      WHERE ns.nspname = $1 AND con.contype = 'f')",
                             {schema})
                            .rows) {
    const auto t = str(fk[4]);
    const std::string rule = t == "c"   ? "CASCADE"
                             : t == "n" ? "SET NULL"
                             : t == "d" ? "SET DEFAULT"
                                        : "NO ACTION";
    f.insert("fk " + str(fk[0]) + "." + str(fk[1]) + " -> " + str(fk[2]) + "." + str(fk[3]) +
             " ON DELETE " + rule);
  }
  // Indexes created by CREATE INDEX, not those backing a constraint.
  for (const auto& i : must(db, R"(
      SELECT tablename, indexname FROM pg_indexes
      WHERE schemaname = $1 AND indexname NOT IN (
        SELECT conname FROM pg_constraint con JOIN pg_namespace ns ON ns.oid = con.connamespace
        WHERE ns.nspname = $1))",
                            {schema})
                           .rows) {
    f.insert("index " + str(i[0]) + " " + str(i[1]));
  }
  return f;
}

std::string only_in(const Facts& a, const Facts& b) {
  std::vector<std::string> diff;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(diff));
  std::string out;
  for (const auto& d : diff) out += "  " + d + "\n";
  return out;
}

TEST(SchemaEquality, SqliteAndPostgresMigrateToTheSameSchema) {
  EMU_OPEN_OR_SKIP(pg, Engine::postgres);
  EMU_OPEN_OR_SKIP(lite, Engine::sqlite);
  ASSERT_TRUE(migrate(*pg));
  ASSERT_TRUE(migrate(*lite));
  auto a = sqlite_facts(*lite);
  auto b = postgres_facts(*pg, pg.schema);
  // The search index is the one engine-specific object (marketplace.md 4.1): FTS5 trigram
  // tables on SQLite, a pg_trgm GIN index on PostgreSQL. Each exists, then leaves the comparison.
  EXPECT_TRUE(a.contains("table businesses_fts"));
  EXPECT_TRUE(b.contains("index businesses businesses_search_text_trgm_idx"));
  std::erase_if(a, [](const std::string& f) { return f.find("businesses_fts") != f.npos; });
  b.erase("index businesses businesses_search_text_trgm_idx");
  // So is Realtime's change capture (0012_realtime.sql): a realtime_changes table filled by
  // triggers on SQLite, triggers that NOTIFY on PostgreSQL.
  EXPECT_TRUE(a.contains("table realtime_changes"));
  auto triggers = must(*pg,
                       "SELECT count(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
                       "JOIN pg_namespace n ON n.oid = c.relnamespace "
                       "WHERE n.nspname = $1 AND right(t.tgname, 9) = '_realtime'",
                       {pg.schema});
  EXPECT_EQ(str(triggers.rows.at(0).at(0)), "6");
  std::erase_if(a, [](const std::string& f) { return f.find("realtime_changes") != f.npos; });
  // And the search index's change log (0015_search_changes.sql): PostgreSQL's rows also carry
  // their transaction id (its seq is not in commit order), SQLite's need not.
  EXPECT_TRUE(a.contains("table search_changes"));
  EXPECT_TRUE(b.contains("index search_changes search_changes_tx_idx"));
  for (auto* facts : {&a, &b}) {
    std::erase_if(*facts, [](const std::string& f) { return f.find("search_changes") != f.npos; });
  }
  EXPECT_GT(a.size(), 300u);  // the comparison really saw the schema
  for (const auto* fact :
       {"fk services.shop_id -> businesses.id ON DELETE CASCADE",
        "constraint business_claims business_claims_claim_status_check CHECK ()",
        "constraint user_roles user_roles_user_id_role_key UNIQUE (user_id,role)",
        "column merchant_applications.application_number NOT NULL",
        "index business_claims business_claims_one_open_claim_idx"}) {
    EXPECT_TRUE(a.contains(fact)) << fact;
    EXPECT_TRUE(b.contains(fact)) << fact;
  }
  EXPECT_TRUE(a == b) << "only in SQLite:\n"
                      << only_in(a, b) << "only in PostgreSQL:\n"
                      << only_in(b, a);
}

}  // namespace
}  // namespace emu::db::testing
