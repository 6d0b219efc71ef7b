// One libpq connection. Each SQL text is PQprepare'd once per connection and then run with
// PQexecPrepared and text parameters; results come back in text form and are typed by OID.
#pragma once

#include <libpq-fe.h>

#include <memory>
#include <string>
#include <unordered_map>

#include "db/database.hpp"

namespace emu::db::postgres {

class PgConnection final : public Connection {
 public:
  // conninfo: a postgres:// URI or key=value string, passed to PQconnectdb as is.
  static Result<std::unique_ptr<PgConnection>> connect(const std::string& conninfo);
  ~PgConnection() override;
  PgConnection(const PgConnection&) = delete;
  PgConnection& operator=(const PgConnection&) = delete;

  [[nodiscard]] Dialect dialect() const override { return Dialect::postgres; }
  Result<ResultSet> query(std::string_view sql, std::span<const Param> params = {}) override;
  using Connection::query_json;
  Result<std::int64_t> query_json(std::string_view sql, std::span<const Param> params,
                                  std::span<const JsonColumn> columns, std::string& out,
                                  std::size_t max_bytes) override;
  Result<void> execute_script(std::string_view sql) override;
  [[nodiscard]] bool healthy() const override;

  // Called by the pool when the connection comes back: ends any transaction left open.
  void reset();

 private:
  explicit PgConnection(PGconn* conn) : conn_(conn) {}
  Result<std::string> prepare(std::string_view sql);
  // PQexecPrepared of `sql` with text parameters; the result must be checked by the caller.
  Result<PGresult*> run(std::string_view sql, std::span<const Param> params);
  DbError error(const PGresult* res) const;

  PGconn* conn_;
  std::unordered_map<std::string, std::string> statements_;  // SQL text -> statement name
  std::uint64_t next_statement_ = 0;
};

}  // namespace emu::db::postgres
