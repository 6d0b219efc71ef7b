#include "search/grams.hpp"

#include <algorithm>
#include <array>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include "search/normalize.hpp"
#include "search/sql.hpp"

namespace emu::search {
namespace {

// The byte length of the UTF-8 sequence starting with `lead`.
std::size_t sequence_length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead >> 5) == 0x6) return 2;
  if ((lead >> 4) == 0xE) return 3;
  if ((lead >> 3) == 0x1E) return 4;
  return 1;
}

// The code points of a token as byte offsets (size + 1 entries, the last one the end).
std::vector<std::size_t> offsets(std::string_view token) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < token.size();) {
    out.push_back(i);
    i += sequence_length(static_cast<unsigned char>(token[i]));
  }
  out.push_back(token.size());
  return out;
}

}  // namespace

std::vector<std::string> grams_of(std::string_view search_text) {
  std::vector<std::string> grams;
  for (const auto& token : split_terms(search_text)) {
    const auto at = offsets(token);
    const std::size_t chars = at.size() - 1;
    if (is_cjk_term(token)) {
      for (std::size_t i = 0; i < chars; ++i) {
        grams.push_back(token.substr(at[i], at[i + 1] - at[i]));
        if (i + 1 < chars) grams.push_back(token.substr(at[i], at[i + 2] - at[i]));
      }
    } else {
      grams.push_back(token.substr(0, at[1]));
      if (chars >= 2) grams.push_back(token.substr(0, at[2]));
    }
  }
  std::sort(grams.begin(), grams.end());
  grams.erase(std::unique(grams.begin(), grams.end()), grams.end());
  return grams;
}

bool served_by_grams(std::string_view term) {
  const auto n = char_count(term);
  return n >= 1 && n <= 2;
}

std::string grams_json(std::string_view search_text) {
  boost::json::array list;
  for (auto& g : grams_of(search_text)) list.emplace_back(g);
  return boost::json::serialize(list);
}

db::Result<void> insert_grams(db::Connection& conn, const std::string& business_id,
                              const std::string& grams) {
  // One statement per shop: its grams go as one JSON array, unpacked by the database.
  const std::string_view statement =
      conn.dialect() == db::Dialect::postgres ? sql::kInsertGramsPostgres : sql::kInsertGramsSqlite;
  const std::array<db::Param, 2> params{grams, business_id};
  if (auto done = conn.query(statement, params); !done) return std::unexpected(done.error());
  return {};
}

db::Result<void> store_grams(db::Connection& conn, const std::string& business_id,
                             std::string_view search_text) {
  const std::array<db::Param, 1> key{business_id};
  if (auto gone = conn.query(sql::kDeleteGrams, key); !gone) {
    return std::unexpected(gone.error());
  }
  return insert_grams(conn, business_id, grams_json(search_text));
}

db::Result<std::int64_t> fill_missing_grams(db::Connection& conn) {
  auto rows = conn.query(sql::kShopsWithoutGrams);
  if (!rows) return std::unexpected(rows.error());
  for (const auto& row : rows->rows) {
    const std::string id(row[0].as_string());
    if (auto r = store_grams(conn, id, row[1].as_string()); !r) return std::unexpected(r.error());
  }
  return static_cast<std::int64_t>(rows->rows.size());
}

}  // namespace emu::search
