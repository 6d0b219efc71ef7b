// How every /auth/v1 route runs. An endpoint is a plain blocking function (database calls,
// password hashing) that endpoint() runs on the worker pool, never on an I/O thread; the
// wrapper checks the apikey where the contract wants one, reads the JSON body and turns an
// AuthError into the wire shape. Exceptions become 500 unexpected_failure.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <vector>

#include "app/context.hpp"
#include "auth/errors.hpp"
#include "auth/params.hpp"
#include "db/database.hpp"
#include "http/types.hpp"

namespace emu::auth {

struct AuthCall {
  app::Context& ctx;
  const http::Request& req;
  boost::json::object body;
  std::string now;  // one timestamp for the whole request

  [[nodiscard]] std::optional<std::string> query(std::string_view name) const {
    return query_param(req.query, name);
  }
  [[nodiscard]] std::string site_url() const { return ctx.config.public_url(); }
};

using EndpointFn = AuthResult<http::Response> (*)(AuthCall&);

enum class Access {
  open,    // browser navigations and the JWKS (contract 1.3)
  apikey,  // everything else: a valid anon or service key in the apikey header
};

http::Handler endpoint(app::Context& ctx, Access access, EndpointFn fn);

// Error conversion for AUTH_TRY: database failures are logged and answered as 500.
inline AuthError to_auth_error(const AuthError& e) { return e; }
AuthError to_auth_error(const db::DbError& e);

// Runs f(connection) in a write transaction: commit when f succeeds, roll back otherwise.
template <class F>
auto in_transaction(db::Database& database, F&& f) -> decltype(f(std::declval<db::Connection&>())) {
  auto conn = database.acquire();
  if (!conn) return std::unexpected(to_auth_error(conn.error()));
  auto tx = db::Transaction::begin(**conn, db::TxMode::write);
  if (!tx) return std::unexpected(to_auth_error(tx.error()));
  auto result = f(**conn);
  if (!result) return result;
  if (auto committed = tx->commit(); !committed)
    return std::unexpected(to_auth_error(committed.error()));
  return result;
}

http::Response json_ok(const boost::json::value& body);

}  // namespace emu::auth

// Unwraps an AuthResult or db::Result into `name`, or returns its error (as an AuthError).
#define AUTH_TRY(name, expr)                                                    \
  auto name##_result_ = (expr);                                                 \
  if (!name##_result_) {                                                        \
    return std::unexpected(::emu::auth::to_auth_error(name##_result_.error())); \
  }                                                                             \
  auto name = std::move(*name##_result_)

#define AUTH_CHECK(expr)                                                         \
  do {                                                                           \
    auto check_result_ = (expr);                                                 \
    if (!check_result_) {                                                        \
      return std::unexpected(::emu::auth::to_auth_error(check_result_.error())); \
    }                                                                            \
  } while (0)
