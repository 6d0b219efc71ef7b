// Converts one SQLite result cell to the JSON value the wire wants, using the column's declared
// type (our migrations declare BOOLEAN, JSONB, TIMESTAMPTZ, UUID, ... and SQLite keeps those
// names) and falling back to the storage class for expressions such as count(*).
#pragma once

#include <sqlite3.h>

#include <boost/json/value.hpp>
#include <string>

#include "db/database.hpp"

namespace emu::db::sqlite {

boost::json::value read_cell(sqlite3_stmt* stmt, int column);

// Appends one cell as JSON text for Connection::query_json: by its storage class as SQLite's
// json_object() writes it, or as `cell` asks (stored booleans, JSON text).
void append_json_cell(std::string& out, sqlite3_stmt* stmt, int column, JsonCell cell);

}  // namespace emu::db::sqlite
