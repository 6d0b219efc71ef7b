// `emu-server gen-types`: web/src/lib/database.types.ts, the web app's row types and
// enumerations, written from the server's own declarations: the tables and columns the data
// API exposes (rest/schema_registry.cpp), which of them may be null (the migrated schema) and
// the product's enumerations with their labels (domain/enums.cpp). A unit test fails when the
// checked-in file differs from what this writes.
#pragma once

#include <expected>
#include <string>

#include "db/database.hpp"

namespace emu::app {

// `db` holds the migrated schema (an in-memory SQLite database will do).
std::expected<std::string, std::string> database_types_ts(db::Database& db);

// The same from a fresh in-memory SQLite database.
std::expected<std::string, std::string> database_types_ts();

}  // namespace emu::app
