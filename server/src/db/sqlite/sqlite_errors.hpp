// SQLite result codes -> PostgreSQL sqlstates, so callers branch on one vocabulary.
#pragma once

#include <string>
#include <string_view>

namespace emu::db::sqlite {

// What a trigger that stands in for a CHECK constraint raises, before the constraint's name.
inline constexpr std::string_view kTriggerCheckPrefix = "CHECK constraint failed: ";

// extended_code: sqlite3_extended_errcode(); message: sqlite3_errmsg().
std::string sqlstate_for(int extended_code, std::string_view message);

// True when the handle should not be reused (the pool drops it).
bool is_fatal(int extended_code);

}  // namespace emu::db::sqlite
