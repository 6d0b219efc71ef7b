// Rows written straight to JSON by the drivers (Connection::query_json) and the change stamp
// the data API's read cache relies on, on SQLite and PostgreSQL (the latter only with
// EMU_TEST_POSTGRES_URL).
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "db/json_text.hpp"
#include "db/migrations.hpp"
#include "db_test_support.hpp"

namespace emu::db::testing {
namespace {

namespace json = boost::json;

TEST(JsonText, EscapesQuotesBackslashesAndControlCharactersOnly) {
  std::string out;
  append_json_string(out, "a\"b\\c\nd\te\x01 中西區 \x7f");
  EXPECT_EQ(out, "\"a\\\"b\\\\c\\nd\\te\\u0001 中西區 \x7f\"");
  out.clear();
  append_json_string(out, "");
  EXPECT_EQ(out, "\"\"");
  EXPECT_EQ(json_key_prefix("business_name"), "\"business_name\":");
}

TEST(JsonText, EveryPositionInALongStringRoundTrips) {
  // The eight-bytes-at-a-time scan must find a special character wherever it sits.
  for (const char special : {'"', '\\', '\n', '\x1f', '\0'}) {
    for (std::size_t pos = 0; pos < 40; ++pos) {
      std::string text(40, 'x');
      text[pos] = special;
      std::string out;
      append_json_string(out, text);
      EXPECT_EQ(json::parse(out).as_string(), text) << "special at " << pos;
    }
  }
}

class JsonRowsTest : public ::testing::TestWithParam<Engine> {};

constexpr std::string_view kTable = R"(
CREATE TABLE typed (
  id INTEGER NOT NULL,
  flag BOOLEAN,
  big BIGINT,
  price NUMERIC(10,2),
  ratio DOUBLE PRECISION,
  doc JSONB,
  at TIMESTAMPTZ,
  label TEXT,
  CONSTRAINT typed_pkey PRIMARY KEY (id)
);)";

// The select list the data API builds: SQLite needs the cell kinds for booleans and JSON.
std::string select_sql(Engine e) {
  const std::string doc = e == Engine::sqlite ? "json(doc)" : "doc";
  return "SELECT id, flag, big, price, ratio, " + doc +
         ", at, label FROM typed WHERE id >= $1 ORDER BY id";
}

const std::vector<JsonColumn> kColumns{{"id", JsonCell::natural},    {"flag", JsonCell::boolean},
                                       {"big", JsonCell::natural},   {"price", JsonCell::natural},
                                       {"ratio", JsonCell::natural}, {"doc", JsonCell::json},
                                       {"at", JsonCell::natural},    {"label", JsonCell::natural}};

TEST_P(JsonRowsTest, WritesEachCellAsTheDataApiAnswersIt) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  script(*t, expand_macros(kTable, t->dialect()));
  must(*t,
       "INSERT INTO typed (id, flag, big, price, ratio, doc, at, label) VALUES "
       "(1, $1, $2, $3, $4, $5, $6, $7)",
       {true, std::int64_t{9007199254740993}, 12.5, 0.25,
        std::string(R"({"a": [1, 2, {"b": null}], "zh": "中西區"})"),
        std::string("2026-11-22T10:32:18.123456Z"), std::string("say \"hi\"\n")});
  must(*t, "INSERT INTO typed (id, flag) VALUES (2, $1)", {false});
  must(*t, "INSERT INTO typed (id) VALUES (3)");

  auto conn = t->acquire();
  ASSERT_TRUE(conn.has_value());
  std::string out = "[";
  const Param from[] = {std::int64_t{1}};
  auto n = (*conn)->query_json(select_sql(GetParam()), from, kColumns, out);
  ASSERT_TRUE(n.has_value()) << n.error().message;
  out += "]";
  EXPECT_EQ(*n, 3);
  const auto rows = json::parse(out).as_array();
  ASSERT_EQ(rows.size(), 3u);
  const auto& r1 = rows[0].as_object();
  EXPECT_EQ(r1.at("id").as_int64(), 1);
  EXPECT_EQ(r1.at("flag"), json::value(true));
  EXPECT_EQ(r1.at("big").as_int64(), 9007199254740993);
  EXPECT_DOUBLE_EQ(r1.at("price").to_number<double>(), 12.5);
  EXPECT_DOUBLE_EQ(r1.at("ratio").to_number<double>(), 0.25);
  EXPECT_EQ(r1.at("doc"), json::parse(R"({"a":[1,2,{"b":null}],"zh":"中西區"})"));
  EXPECT_EQ(r1.at("at").as_string(), "2026-11-22T10:32:18.123456Z");
  EXPECT_EQ(r1.at("label").as_string(), "say \"hi\"\n");
  EXPECT_EQ(rows[1].as_object().at("flag"), json::value(false));
  for (const auto& [key, value] : rows[2].as_object()) {
    if (key != "id") EXPECT_TRUE(value.is_null()) << key;
  }
  // Keys in select order, as the request listed them.
  std::vector<std::string> keys;
  for (const auto& [key, value] : r1) keys.emplace_back(key);
  EXPECT_EQ(keys, (std::vector<std::string>{"id", "flag", "big", "price", "ratio", "doc", "at",
                                            "label"}));
}

TEST_P(JsonRowsTest, NoRowsWriteNothingAndAColumnCountMismatchIsRefused) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  script(*t, expand_macros(kTable, t->dialect()));
  auto conn = t->acquire();
  ASSERT_TRUE(conn.has_value());
  std::string out;
  const Param from[] = {std::int64_t{1}};
  auto n = (*conn)->query_json(select_sql(GetParam()), from, kColumns, out);
  ASSERT_TRUE(n.has_value()) << n.error().message;
  EXPECT_EQ(*n, 0);
  EXPECT_EQ(out, "");
  const std::vector<JsonColumn> two{{"id", JsonCell::natural}, {"flag", JsonCell::boolean}};
  auto bad = (*conn)->query_json("SELECT id FROM typed", {}, two, out);
  ASSERT_FALSE(bad.has_value());
  EXPECT_EQ(bad.error().sqlstate, "42601");
}

TEST_P(JsonRowsTest, TheChangeStampMovesWhenAnyoneCommits) {
  EMU_OPEN_OR_SKIP(t, GetParam());
  script(*t, expand_macros(kTable, t->dialect()));
  auto stamp = [&] {
    auto conn = t->acquire();
    EXPECT_TRUE(conn.has_value());
    auto s = t->change_stamp(**conn);
    EXPECT_TRUE(s.has_value()) << (s ? "" : s.error().message);
    EXPECT_TRUE(s && s->has_value());
    return s && *s ? **s : std::string();
  };
  const std::string before = stamp();
  if (GetParam() == Engine::sqlite) {
    // Nothing else writes to this file; PostgreSQL's snapshot also moves with the other
    // tests' commits anywhere in the cluster.
    EXPECT_EQ(stamp(), before);
  }
  must(*t, "INSERT INTO typed (id) VALUES (1)");
  const std::string after_own = stamp();
  EXPECT_NE(after_own, before);
  auto other = t.open_again();  // a second process on the same database
  ASSERT_NE(other, nullptr);
  must(*other, "INSERT INTO typed (id) VALUES (2)");
  EXPECT_NE(stamp(), after_own);
}

TEST(JsonRows, AnInMemorySqliteDatabaseHasNoStamp) {
  auto db = Database::open("sqlite::memory:");
  ASSERT_TRUE(db.has_value());
  auto conn = (*db)->acquire();
  ASSERT_TRUE(conn.has_value());
  auto s = (*db)->change_stamp(**conn);
  ASSERT_TRUE(s.has_value());
  EXPECT_FALSE(s->has_value());
}

INSTANTIATE_TEST_SUITE_P(Engines, JsonRowsTest, ::testing::Values(Engine::sqlite, Engine::postgres),
                         engine_name);

}  // namespace
}  // namespace emu::db::testing
