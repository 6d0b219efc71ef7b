// search_grams (marketplace.md 4.4): the short pieces of a shop's search_text that let 1-2
// character terms use a B-tree on both engines. Built from the same tokens a query splits into
// (split_terms), so a term meets the grams the way it met the text:
//   - a CJK run gives every character and every adjacent pair: a 1-2 character CJK term is in
//     the text exactly when it is one of these grams;
//   - a Latin or digit word gives its first one and two characters: a 1-2 character Latin term
//     finds the words that start with it ("na" finds "nail", no longer "manicure"'s inner "an").
// Written with search_text (search_text.hpp refresh_shops, the demo seeder) and filled in at
// start-up for shops that have none (fill_missing_grams).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"

namespace emu::search {

// The distinct grams of an already normalised search_text, sorted.
std::vector<std::string> grams_of(std::string_view search_text);

// Whether a query term (one of split_terms) is looked up in search_grams: 1-2 characters.
bool served_by_grams(std::string_view term);

// The grams of a search_text as a JSON array (what insert_grams takes).
std::string grams_json(std::string_view search_text);

// Adds a shop's grams (a JSON array from grams_json) in one statement.
db::Result<void> insert_grams(db::Connection& conn, const std::string& business_id,
                              const std::string& grams);

// Replaces the grams of one shop with those of its search_text.
db::Result<void> store_grams(db::Connection& conn, const std::string& business_id,
                             std::string_view search_text);

// Writes the grams of every shop that has a search_text but no grams (a database migrated to
// 0014, or shops written before it). Returns how many shops it filled.
db::Result<std::int64_t> fill_missing_grams(db::Connection& conn);

}  // namespace emu::search
