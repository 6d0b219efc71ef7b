// /auth/v1's dialect for the one endpoint adapter (runtime/endpoint.hpp). An endpoint is a plain
// blocking function (database calls, password hashing) run on the worker pool; the guard its
// route declares in auth_routes.cpp is checked first: the apikey header (contract 1.3), the
// Bearer token of user routes, the service key or an admin's token on admin routes (roles
// read fresh, so a revoked admin is refused at once), and the per-address rate limits. Errors
// leave as AuthError in GoTrue's wire shape; exceptions become 500 unexpected_failure.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <vector>

#include "auth/errors.hpp"
#include "auth/params.hpp"
#include "common/try.hpp"
#include "db/database.hpp"
#include "db/transaction.hpp"
#include "http/types.hpp"
#include "identity/principal.hpp"
#include "runtime/context.hpp"
#include "runtime/endpoint.hpp"

namespace emu::auth {

struct AuthCall {
  runtime::Context& ctx;
  const http::Request& req;
  boost::json::object body;
  std::string now;  // one timestamp for the whole request
  // The caller's verified token: the apikey's on open and apikey routes, the Bearer's on user
  // and admin routes.
  Principal principal;
  // Admin routes: the acting user id for the audit log (empty for the service key).
  std::string actor;

  [[nodiscard]] std::optional<std::string> query(std::string_view name) const {
    return query_param(req.query, name);
  }
  [[nodiscard]] std::string site_url() const { return ctx.config.public_url(); }
};

using EndpointFn = AuthResult<http::Response> (*)(AuthCall&);

// Roles are not loaded for every call: admin routes read them in admit() (require_admin).
struct AuthFamily : runtime::Family<AuthCall, AuthError, http::Response, false> {
  static std::expected<Principal, http::Response> credentials(runtime::Context& ctx,
                                                              const http::Request& req,
                                                              runtime::Guard guard);
  static std::expected<AuthCall, http::Response> make_call(runtime::Context& ctx,
                                                           http::Request& req, Principal&& who,
                                                           const runtime::Route& route);
  static std::optional<AuthError> admit(AuthCall& call, const runtime::Route& route);
  static AuthError internal(std::string_view what, std::string_view detail);
  static http::Response respond(http::Response&& res, const AuthCall&) { return std::move(res); }
  static http::Response render(const AuthError& error, const AuthCall&) {
    return auth_error_response(error);
  }
};

// Error conversion for AUTH_TRY: database failures are logged and answered as 500.
inline AuthError to_auth_error(const AuthError& e) { return e; }
AuthError to_auth_error(const db::DbError& e);

// Runs f(connection) in a write transaction through the one runner (db/transaction.hpp).
template <class F>
auto in_transaction(db::Database& database, F&& f) -> decltype(f(std::declval<db::Connection&>())) {
  return db::in_transaction(
      database, {}, [](const db::DbError& e) { return to_auth_error(e); }, std::forward<F>(f));
}

http::Response json_ok(const boost::json::value& body);

}  // namespace emu::auth

// Unwraps an AuthResult or db::Result into `name`, or returns its error (as an AuthError).
#define AUTH_TRY(name, expr) EMU_TRY(name, expr, ::emu::auth::to_auth_error)
#define AUTH_CHECK(expr) EMU_CHECK(expr, ::emu::auth::to_auth_error)
