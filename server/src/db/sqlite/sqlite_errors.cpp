#include "db/sqlite/sqlite_errors.hpp"

#include <sqlite3.h>

namespace emu::db::sqlite {

std::string sqlstate_for(int extended_code, std::string_view message) {
  auto mentions = [&](std::string_view s) { return message.find(s) != std::string_view::npos; };
  switch (extended_code) {
    case SQLITE_CONSTRAINT_UNIQUE:
    case SQLITE_CONSTRAINT_PRIMARYKEY:
      return "23505";
    case SQLITE_CONSTRAINT_FOREIGNKEY:
      return "23503";
    case SQLITE_CONSTRAINT_CHECK:
      return "23514";
    case SQLITE_CONSTRAINT_TRIGGER:
      // A trigger standing in for a CHECK SQLite cannot add to an existing table
      // (migrations/0016_service_bounds.sql) raises "CHECK constraint failed: <name>".
      if (message.starts_with(kTriggerCheckPrefix)) return "23514";
      break;
    case SQLITE_CONSTRAINT_NOTNULL:
      return "23502";
    default:
      break;
  }
  switch (extended_code & 0xff) {
    case SQLITE_CONSTRAINT:
      return "23000";
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return "40001";  // the transaction helper retries these like serialization failures
    case SQLITE_READONLY:
      return "25006";  // write inside a read-only transaction
    case SQLITE_INTERRUPT:
      return "57014";
    case SQLITE_MISMATCH:
      return "22P02";
    case SQLITE_TOOBIG:
      return "54000";
    case SQLITE_RANGE:
      return "08P01";
    case SQLITE_FULL:
      return "53100";
    case SQLITE_CANTOPEN:
    case SQLITE_NOTADB:
    case SQLITE_CORRUPT:
    case SQLITE_IOERR:
      return "08006";
    case SQLITE_ERROR:
      if (mentions("no such table")) return "42P01";
      if (mentions("no such column") || mentions("has no column named")) return "42703";
      if (mentions("syntax error") || mentions("incomplete input") ||
          mentions("unrecognized token"))
        return "42601";
      if (mentions("already exists")) return "42P07";
      // A statement nested deeper than the parser's stack (SQLite < 3.46 has a fixed one):
      // PostgreSQL's statement_too_complex, a request to ask for less, not a server fault.
      if (mentions("parser stack overflow") || mentions("Expression tree is too large"))
        return "54001";
      return "XX000";
    default:
      return "XX000";
  }
}

bool is_fatal(int extended_code) {
  switch (extended_code & 0xff) {
    case SQLITE_CANTOPEN:
    case SQLITE_NOTADB:
    case SQLITE_CORRUPT:
    case SQLITE_IOERR:
    case SQLITE_NOMEM:
      return true;
    default:
      return false;
  }
}

}  // namespace emu::db::sqlite
