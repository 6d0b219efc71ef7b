// SQLite forgets the names of table constraints: they survive only in the CREATE TABLE text
// kept in sqlite_master. This reads them back so that (1) a UNIQUE violation, which SQLite
// reports by column list, can be given the same constraint name PostgreSQL reports, and (2)
// tests can compare the named constraints of both engines.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace emu::db::sqlite {

enum class ConstraintKind { primary_key, unique, foreign_key, check };

struct NamedConstraint {
  std::string name;
  ConstraintKind kind;
  std::vector<std::string> columns;  // key columns for primary key / unique / foreign key
};

// Every "CONSTRAINT <name> <kind> ..." clause in a CREATE TABLE statement, in order. String
// literals, quoted identifiers and comments are skipped, so values in CHECK lists cannot confuse
// it.
std::vector<NamedConstraint> parse_named_constraints(std::string_view create_table_sql);

}  // namespace emu::db::sqlite
