#include "rest/rpc.hpp"

#include <boost/json/serialize.hpp>

#include "rest/response_shape.hpp"
#include "rest/search_cache.hpp"
#include "rest/tx_runner.hpp"
#include "search/answer.hpp"

namespace emu::rest {
namespace {

// Named SQL per dialect; $1 is the row cap. Deleted accounts are left out.
constexpr std::string_view kUsersPostgres = R"(
SELECT coalesce(json_agg(row_to_json(_r))::text, '[]') AS body, count(*) AS n FROM (
  SELECT u.id, u.email,
         coalesce(nullif(u.raw_user_meta_data->>'name', ''), p.name) AS name,
         coalesce((SELECT json_agg(r.role ORDER BY r.role) FROM user_roles AS r
                   WHERE r.user_id = u.id), '[]'::json) AS roles,
         to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
         to_char(u.last_sign_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
           AS last_sign_in_at
  FROM users AS u LEFT JOIN user_profiles AS p ON p.user_id = u.id
  WHERE u.deleted_at IS NULL
  ORDER BY u.created_at DESC, u.id
  LIMIT $1) AS _r)";

constexpr std::string_view kUsersSqlite = R"(
SELECT coalesce(json_group_array(json(_r.j)), '[]') AS body, count(*) AS n FROM (
  SELECT json_object(
           'id', u.id, 'email', u.email,
           'name', coalesce(nullif(json_extract(u.raw_user_meta_data, '$.name'), ''), p.name),
           'roles', json(coalesce((SELECT json_group_array(role) FROM
                      (SELECT r.role FROM user_roles AS r WHERE r.user_id = u.id ORDER BY r.role)),
                      '[]')),
           'created_at', u.created_at, 'last_sign_in_at', u.last_sign_in_at) AS j
  FROM users AS u LEFT JOIN user_profiles AS p ON p.user_id = u.id
  WHERE u.deleted_at IS NULL
  ORDER BY u.created_at DESC, u.id
  LIMIT $1) AS _r)";

// search_shops: the arguments come as the JSON body (POST, supabase-js rpc()) or the query
// string (GET); the answer is the search-shops object itself.
std::expected<Outcome, RestError> search_shops_rpc(ExecEnv& env, const ApiRequest& req,
                                                   const Caller& caller,
                                                   const boost::json::value* body) {
  if (!search::engine_ready()) {
    return std::unexpected(make_error<ExecError>(
        "55000", "Search is unavailable: the database cannot index Chinese text (see the log)"));
  }
  boost::json::object args;
  if (body && body->is_object()) args = body->as_object();
  for (const auto& [key, value] : req.rpc_args) args[key] = value;
  auto params = search::parse_params(args);
  if (!params) {
    return std::unexpected(make_error<ValueError>("22023", params.error().message,
                                                  "invalid_parameter: " + params.error().field));
  }
  StatementContext sctx{nullptr, {}, env.request_id};
  std::optional<SearchCache> cache;
  if (env.cache != nullptr) cache.emplace(*env.cache);
  // A HEAD request shows no shop: it counts no impression.
  search::AnswerEnv search_env{
      env.db, env.shop_index, cache ? &*cache : nullptr,
      impressions_to(req.head ? nullptr : env.shop_counters, env.impression_cap, env.client_ip,
                     caller.admin || caller.service)};
  auto found = search::answer(search_env, args, *params);
  if (!found) return std::unexpected(statement_error(found.error(), sctx));
  Outcome out;
  if (!req.head) out.body = boost::json::serialize(*found);
  out.has_body = !req.head;
  return out;
}

}  // namespace

std::expected<Outcome, RestError> execute_rpc(ExecEnv& env, const ApiRequest& req,
                                              const Caller& caller,
                                              const boost::json::value* body) {
  if (req.target == "search_shops") return search_shops_rpc(env, req, caller, body);
  if (req.target != "get_all_users_with_roles") {
    return std::unexpected(make_error<SchemaError>(
        "PGRST202",
        "Could not find the function public." + req.target.substr(0, 63) + " in the schema cache"));
  }
  if (!req.rpc_args.empty()) {
    return std::unexpected(make_error<SchemaError>(
        "PGRST202",
        "Could not find the function public.get_all_users_with_roles with the given "
        "arguments in the schema cache"));
  }
  if (!caller.service && !(caller.signed_in && caller.admin)) {
    return std::unexpected(make_error<PolicyError>(
        "42501", "permission denied for function get_all_users_with_roles"));
  }
  const SqlStatement st{
      std::string(env.db.dialect() == db::Dialect::postgres ? kUsersPostgres : kUsersSqlite),
      {db::Param(env.max_rows)}};
  StatementContext sctx{nullptr, {}, env.request_id};
  auto result =
      in_transaction(env.db, db::TxMode::read, true, sctx,
                     [&](db::Connection& conn) -> std::expected<db::ResultSet, RestError> {
                       return run_statement(conn, st, sctx);
                     });
  if (!result) return std::unexpected(result.error());
  Outcome out;
  std::int64_t n = 0;
  if (!result->rows.empty()) {
    const auto& row = result->rows[0];
    out.body = row[0].is_string() ? std::string(row[0].as_string()) : "[]";
    n = row[1].is_int64() ? row[1].as_int64() : 0;
  }
  if (req.single_object) {
    auto one = single_object(out.body, n);
    if (!one) return std::unexpected(one.error());
    out.body = std::move(*one);
  }
  out.headers.emplace_back("Content-Range", content_range(0, n, std::nullopt));
  if (req.head) {
    out.has_body = false;
    out.body.clear();
  }
  return out;
}

}  // namespace emu::rest
