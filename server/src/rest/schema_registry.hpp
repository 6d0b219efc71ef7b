// Stage 2a: the schema the data API exposes. Every table, column, key and relationship that
// /rest/v1 can name is declared in schema_registry.cpp and nowhere else: SQL identifiers are
// only ever copied from here, never from a request. The identity tables (users, sessions,
// ...) are not exposed; get_all_users_with_roles reads users on its own.
#pragma once

#include <string_view>
#include <vector>

namespace emu::rest {

enum class Type {
  uuid,
  text,
  boolean,
  integer,
  numeric,
  timestamptz,
  date,
  time,
  jsonb,
  jsonb_array
};

std::string_view type_name(Type type);  // PostgreSQL spelling, for messages
std::string_view pg_cast(Type type);    // the cast a bound parameter carries: "::uuid"

struct Column {
  std::string_view name;
  Type type;
};

struct UniqueKey {
  std::string_view name;  // constraint or unique index name, as the database reports it
  std::vector<std::string_view> columns;
  bool partial = false;  // a partial unique index: reports 23505, cannot be an on_conflict target
};

struct Table {
  std::string_view name;
  std::vector<Column> columns;
  std::string_view primary_key;  // every exposed table has a one-column key
  std::vector<UniqueKey> unique;

  [[nodiscard]] const Column* column(std::string_view name) const;
};

// A many-to-one link: table.column -> foreign_table.foreign_column. `virtual_fk` marks links
// that are not database constraints (the target is user_profiles, keyed by the same user id
// the real constraint points at in users), declared so screens can embed a person's profile.
struct Relation {
  std::string_view name;  // constraint name, usable as a !hint
  std::string_view table;
  std::string_view column;
  std::string_view foreign_table;
  std::string_view foreign_column;
  bool virtual_fk = false;
};

// An embed resolved from a parent table: which relation and in which direction.
struct Link {
  const Relation* relation;
  bool to_one;  // parent holds the foreign key: an object or null; else an array
  const Table* target;
  // Join columns: parent.parent_column = target.target_column
  std::string_view parent_column;
  std::string_view target_column;
};

class Registry {
 public:
  static const Registry& instance();
  [[nodiscard]] const Table* table(std::string_view name) const;
  [[nodiscard]] const std::vector<Table>& tables() const { return tables_; }
  // Candidate links for `name[!hint]` from `parent` (PostgREST's relationship lookup): by
  // target table name, by foreign-key column or by constraint name; the hint narrows by
  // constraint name or column. More than one result is ambiguous (PGRST201).
  [[nodiscard]] std::vector<Link> links(const Table& parent, std::string_view name,
                                        std::string_view hint) const;

 private:
  Registry();
  std::vector<Table> tables_;
  std::vector<Relation> relations_;
};

}  // namespace emu::rest
