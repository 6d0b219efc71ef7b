// How every /functions/v1/{name} handler runs (contract 4). A function is a plain blocking
// function run by the one endpoint adapter (runtime/endpoint.hpp) with the guard its route
// declares in function_routes.cpp; this file is the functions' dialect for that adapter: the
// JSON body, the caller, and an FnError turned into the wire body
// {"code","message","error","details"?}. "error" repeats the message because the spec's
// merchant-apply and approve-business-claim callers read that field. Codes and their statuses
// come from http/error_codes.hpp.
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <expected>
#include <optional>
#include <string>
#include <vector>

#include "auth/rate_limit.hpp"
#include "common/try.hpp"
#include "db/database.hpp"
#include "db/transaction.hpp"
#include "http/error_codes.hpp"
#include "http/types.hpp"
#include "identity/principal.hpp"
#include "mail/market_queue.hpp"
#include "runtime/context.hpp"
#include "runtime/endpoint.hpp"

namespace emu::functions {

using Code = http::ErrorCode;

struct FnError {
  Code code = Code::internal_error;
  std::string message;  // safe to show
  std::optional<boost::json::value> details;
  std::string sqlstate;  // database failures: lets the transaction runner retry
};

template <class T>
using FnResult = std::expected<T, FnError>;

inline std::unexpected<FnError> fail(Code code, std::string message,
                                     std::optional<boost::json::value> details = std::nullopt) {
  return std::unexpected(FnError{code, std::move(message), std::move(details), {}});
}
// A database failure: logged with its detail, answered as a bare 500.
FnError internal_error(std::string_view what, const db::DbError& error);
inline FnError to_fn_error(const FnError& e) { return e; }
inline FnError to_fn_error(const db::DbError& e) { return internal_error("database", e); }
// For the transaction runner's retry rule.
inline std::string_view retry_state(const FnError& e) { return e.sqlstate; }

// A db::Result as an FnResult (database failures become internal errors).
template <class T>
FnResult<T> lift(db::Result<T> r) {
  if (!r) return std::unexpected(to_fn_error(r.error()));
  return std::move(*r);
}

http::Response error_response(const FnError& error);

struct FnCall {
  runtime::Context& ctx;
  const http::Request& req;
  boost::json::object body;
  auth::Principal principal;  // roles loaded
  std::string now;            // one timestamp for the whole call
  // The success status: 200 unless the handler says otherwise (create-booking answers 201).
  http::bhttp::status status = http::bhttp::status::ok;

  [[nodiscard]] mail::MailSettings mail() const {
    return {ctx.config.public_url(), !ctx.config.smtp_url.empty(), ctx.config.review_business_days};
  }
  // The admin's identity for reviewed_by and the audit log ("service_role" for the key).
  [[nodiscard]] std::string actor_email() const {
    return principal.is_service() ? std::string("service_role") : principal.email;
  }
};

using FnHandler = FnResult<boost::json::value> (*)(FnCall&);

// Counts one event under `key` in rate_limits (its own small transaction: never call it inside
// the request's transaction); 429 over_request_rate_limit or over_email_send_rate_limit when
// the rule's limit is exceeded. Administrators and the service key are not limited. Routes
// declare their per-IP limit in function_routes.cpp; handlers call this for a key they only
// know from the body (mail_limits.hpp).
FnResult<void> hit_rate_limit(FnCall& call, const runtime::RateRule& rule, const std::string& key,
                              auth::RateKind kind);

// The functions' dialect for runtime::endpoint.
struct FunctionFamily : runtime::Family<FnCall, FnError, boost::json::value, true> {
  static std::expected<auth::Principal, http::Response> credentials(runtime::Context& ctx,
                                                                    const http::Request& req,
                                                                    runtime::Guard guard);
  static http::Response refuse_token(const auth::PrincipalFailure& f);
  static std::expected<FnCall, http::Response> make_call(runtime::Context& ctx, http::Request& req,
                                                         auth::Principal&& who,
                                                         const runtime::Route& route);
  static std::optional<FnError> admit(FnCall& call, const runtime::Route& route);
  static FnError internal(std::string_view what, std::string_view detail);
  static http::Response respond(boost::json::value&& value, const FnCall& call);
  static http::Response render(const FnError& error, const FnCall& call);
};

// Runs f(connection) in a write transaction through the one runner (db/transaction.hpp).
template <class F>
auto in_transaction(db::Database& database, F&& f) -> decltype(f(std::declval<db::Connection&>())) {
  return db::in_transaction(
      database, {}, [](const db::DbError& e) { return to_fn_error(e); }, std::forward<F>(f));
}

}  // namespace emu::functions

// Unwraps an FnResult or db::Result into `name`, or returns its error as an FnError.
#define FN_TRY(name, expr) EMU_TRY(name, expr, ::emu::functions::to_fn_error)
#define FN_CHECK(expr) EMU_CHECK(expr, ::emu::functions::to_fn_error)
