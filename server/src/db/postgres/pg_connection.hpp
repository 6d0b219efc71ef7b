// One libpq connection. Each SQL text is PQprepare'd once per connection and then run with
// PQexecPrepared and text parameters; results come back in text form and are typed by OID.
#pragma once

#include <libpq-fe.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <unordered_map>

#include "db/database.hpp"

namespace emu::db::postgres {

class PgConnection final : public Connection {
 public:
  // conninfo: a postgres:// URI or key=value string, passed to PQconnectdb as is.
  // lock_timeout and statement_timeout (0: none) are set on the session.
  static Result<std::unique_ptr<PgConnection>> connect(
      const std::string& conninfo, std::chrono::milliseconds lock_timeout = {},
      std::chrono::milliseconds statement_timeout = {});
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
  // Sends a cancel request for whatever the server runs for this session (PQcancel, safe from
  // another thread); later statements but ROLLBACK are refused here.
  void interrupt() override;

  // Called by the pool when the connection comes back: ends any transaction left open.
  void reset();

 private:
  explicit PgConnection(PGconn* conn) : conn_(conn) {}
  Result<std::string> prepare(std::string_view sql);
  // PQexecPrepared of `sql` with text parameters; the result must be checked by the caller.
  Result<PGresult*> run(std::string_view sql, std::span<const Param> params);
  DbError error(const PGresult* res) const;

  // Refuses a statement once interrupted (ROLLBACK excepted).
  [[nodiscard]] bool refused(std::string_view sql) const {
    return interrupted_.load() && sql != "ROLLBACK";
  }

  PGconn* conn_;
  PGcancel* cancel_ = nullptr;  // made once at connect: interrupt() must not touch conn_
  std::atomic<bool> interrupted_{false};
  std::unordered_map<std::string, std::string> statements_;  // SQL text -> statement name
  std::uint64_t next_statement_ = 0;
};

}  // namespace emu::db::postgres
