// JSON text pieces the drivers write rows with (Connection::query_json). Escaping follows
// PostgreSQL's and SQLite's JSON output: '"', '\\' and control characters only; other
// characters, UTF-8 included, are copied as they are.
#pragma once

#include <string>
#include <string_view>

namespace emu::db {

// Appends `text` as a quoted JSON string.
void append_json_string(std::string& out, std::string_view text);

// `"key":` for each column, rendered once per statement.
std::string json_key_prefix(std::string_view key);

}  // namespace emu::db
