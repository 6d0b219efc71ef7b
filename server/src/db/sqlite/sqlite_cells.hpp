// Converts one SQLite result cell to the JSON value the wire wants, using the column's declared
// type (our migrations declare BOOLEAN, JSONB, TIMESTAMPTZ, UUID, ... and SQLite keeps those
// names) and falling back to the storage class for expressions such as count(*).
#pragma once

#include <sqlite3.h>

#include <boost/json/value.hpp>

namespace emu::db::sqlite {

boost::json::value read_cell(sqlite3_stmt* stmt, int column);

}  // namespace emu::db::sqlite
