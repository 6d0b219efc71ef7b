#include "rest/executor.hpp"

#include <spdlog/spdlog.h>

#include "rest/read_plan.hpp"
#include "rest/read_sql.hpp"
#include "rest/response_shape.hpp"
#include "rest/rpc.hpp"
#include "rest/schema_registry.hpp"
#include "rest/tx_runner.hpp"
#include "rest/write_executor.hpp"

namespace emu::rest {
namespace {

struct ReadResult {
  std::string body;
  std::int64_t rows = 0;
  std::optional<std::int64_t> total;
};

std::int64_t cell_int(const boost::json::value& v) {
  if (v.is_int64()) return v.as_int64();
  if (v.is_uint64()) return static_cast<std::int64_t>(v.as_uint64());
  if (v.is_double()) return static_cast<std::int64_t>(v.as_double());
  return 0;
}

// run_read_rows through env.cache: the stamp is taken before the read, so an answer read
// across a commit is stored under the older stamp and never served.
std::expected<ReadBody, RestError> cached_read_rows(ExecEnv& env, db::Connection& conn,
                                                    const ReadSql& sql,
                                                    const StatementContext& sctx) {
  if (env.cache == nullptr || !env.cache->enabled())
    return run_read_rows(conn, sql, sctx, env.max_response_bytes);
  std::string key = ReadCache::key_of(sql);
  if (!env.cache->admit(key)) return run_read_rows(conn, sql, sctx, env.max_response_bytes);
  auto stamp = env.db.change_stamp(conn);
  if (!stamp) {
    // Without a stamp nothing can be served or kept; the read itself may still succeed.
    spdlog::debug("rest: no change stamp id={} sqlstate={} {}", env.request_id,
                  stamp.error().sqlstate, stamp.error().message);
    return run_read_rows(conn, sql, sctx, env.max_response_bytes);
  }
  if (!*stamp) return run_read_rows(conn, sql, sctx, env.max_response_bytes);
  if (auto hit = env.cache->find(key, **stamp)) return ReadBody{hit->json, hit->rows};
  auto body = run_read_rows(conn, sql, sctx, env.max_response_bytes);
  if (body) {
    env.cache->store(std::move(key), std::make_shared<const ReadCache::Answer>(ReadCache::Answer{
                                         std::move(**stamp), body->json, body->rows}));
  }
  return body;
}

std::expected<Outcome, RestError> read(ExecEnv& env, const ApiRequest& req, const Table& table,
                                       const Caller& caller) {
  auto plan = plan_read(req, table, caller, ReadOptions{env.max_rows, false});
  if (!plan) return std::unexpected(plan.error());
  const bool counted = req.prefer.count != CountPref::none;
  auto sql = build_read_sql(**plan, caller, env.db.dialect(),
                            ReadSqlOptions{env.max_rows, counted, std::nullopt});
  if (!sql) return std::unexpected(sql.error());
  StatementContext sctx{&table, {}, env.request_id};
  auto run = [&](db::Connection& conn) -> std::expected<ReadResult, RestError> {
    ReadResult r;
    auto body = cached_read_rows(env, conn, *sql, sctx);
    if (!body) return std::unexpected(body.error());
    r.body = std::move(body->json);
    r.rows = body->rows;
    if (sql->count) {
      auto total = run_statement(conn, *sql->count, sctx);
      if (!total) return std::unexpected(total.error());
      r.total = total->rows.empty() ? 0 : cell_int(total->rows[0][0]);
    }
    return r;
  };
  // Rows and their count are read in one transaction; rows alone are one statement.
  auto result = sql->count ? in_transaction(env.db, db::TxMode::read, true, sctx, run)
                           : single_statement(env.db, sctx, run);
  if (!result) return std::unexpected(result.error());
  const std::int64_t offset = req.offset.contains(EmbedPath{}) ? req.offset.at(EmbedPath{}) : 0;
  if (result->total && offset > 0 && offset > *result->total) {
    return std::unexpected(make_error<ExecError>("PGRST103", "Requested range not satisfiable",
                                                 "An offset of " + std::to_string(offset) +
                                                     " was requested, but there are only " +
                                                     std::to_string(*result->total) + " rows."));
  }
  Outcome out;
  if (req.single_object) {
    auto single = single_object(result->body, result->rows);
    if (!single) return std::unexpected(single.error());
    out.body = std::move(*single);
  } else {
    out.body = std::move(result->body);
  }
  const bool partial = result->total && result->rows < *result->total;
  out.status = partial ? 206 : 200;
  out.headers.emplace_back("Content-Range", content_range(offset, result->rows, result->total));
  if (req.action == Action::head) {
    out.has_body = false;
    out.body.clear();
  }
  return out;
}

}  // namespace

std::expected<Outcome, RestError> execute(ExecEnv& env, const ApiRequest& req, const Caller& caller,
                                          const boost::json::value* body) {
  if (req.action == Action::rpc) {
    return execute_rpc(env, req, caller, body);
  }
  const Table* table = Registry::instance().table(req.target);
  if (table == nullptr) {
    return std::unexpected(make_error<SchemaError>(
        "PGRST205",
        "Could not find the table 'public." + req.target.substr(0, 63) + "' in the schema cache"));
  }
  switch (req.action) {
    case Action::read:
    case Action::head:
      return read(env, req, *table, caller);
    default:
      return execute_write(env, req, *table, caller, body);
  }
}

}  // namespace emu::rest
