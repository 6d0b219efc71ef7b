// How every /functions/v1/{name} handler runs (contract 4). A function is a plain blocking
// function that function_endpoint() runs on the worker pool; the wrapper resolves the caller
// from the bearer JWT, enforces the access the route declares (so the route table reads as
// the permission table), hands over the JSON body and turns an FnError into the wire body
// {"code","message","error","details"?}. "error" repeats the message because the spec's
// merchant-apply and approve-business-claim callers read that field.
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <expected>
#include <optional>
#include <string>
#include <vector>

#include "app/context.hpp"
#include "auth/principal.hpp"
#include "db/database.hpp"
#include "http/types.hpp"
#include "mail/market_queue.hpp"

namespace emu::functions {

struct FnError {
  unsigned status = 500;
  std::string code;     // snake_case
  std::string message;  // safe to show
  std::optional<boost::json::value> details;
  std::string sqlstate;  // database failures: lets in_transaction retry 40001
};

template <class T>
using FnResult = std::expected<T, FnError>;

inline std::unexpected<FnError> fail(unsigned status, std::string code, std::string message,
                                     std::optional<boost::json::value> details = std::nullopt) {
  return std::unexpected(
      FnError{status, std::move(code), std::move(message), std::move(details), {}});
}
// A database failure: logged with its detail, answered as a bare 500.
FnError internal_error(std::string_view what, const db::DbError& error);
inline FnError to_fn_error(const FnError& e) { return e; }
inline FnError to_fn_error(const db::DbError& e) { return internal_error("database", e); }

// A db::Result as an FnResult (database failures become internal errors).
template <class T>
FnResult<T> lift(db::Result<T> r) {
  if (!r) return std::unexpected(to_fn_error(r.error()));
  return std::move(*r);
}

http::Response error_response(const FnError& error);

struct FnCall {
  app::Context& ctx;
  const http::Request& req;
  boost::json::object body;
  auth::Principal principal;  // roles loaded
  std::string now;            // one timestamp for the whole call

  [[nodiscard]] mail::MailSettings mail() const {
    return {ctx.config.public_url(), !ctx.config.smtp_url.empty(), ctx.config.review_business_days};
  }
  // The admin's identity for reviewed_by and the audit log ("service_role" for the key).
  [[nodiscard]] std::string actor_email() const {
    return principal.is_service() ? std::string("service_role") : principal.email;
  }
};

using FnHandler = FnResult<boost::json::value> (*)(FnCall&);

enum class Access {
  anyone,  // any valid key or access token (anon included): the public forms
  admin,   // the service key, or a signed-in user whose roles include admin
};

http::Handler function_endpoint(app::Context& ctx, Access access, FnHandler fn);

// Runs f(connection) in a write transaction: commit when f succeeds, roll back otherwise;
// a serialization failure (40001) is retried up to three times.
template <class F>
auto in_transaction(db::Database& database, F&& f) -> decltype(f(std::declval<db::Connection&>())) {
  for (int attempt = 0;; ++attempt) {
    auto conn = database.acquire();
    if (!conn) return std::unexpected(internal_error("acquire", conn.error()));
    auto tx = db::Transaction::begin(**conn, db::TxMode::write);
    if (!tx) {
      if (tx.error().sqlstate == "40001" && attempt < 3) continue;
      return std::unexpected(internal_error("begin", tx.error()));
    }
    auto result = f(**conn);
    if (!result) {
      if (result.error().sqlstate == "40001" && attempt < 3) continue;
      return result;
    }
    if (auto committed = tx->commit(); !committed) {
      if (committed.error().sqlstate == "40001" && attempt < 3) continue;
      return std::unexpected(internal_error("commit", committed.error()));
    }
    return result;
  }
}

}  // namespace emu::functions

// Unwraps an FnResult or db::Result into `name`, or returns its error as an FnError.
#define FN_TRY(name, expr)                                                         \
  auto name##_result_ = (expr);                                                    \
  if (!name##_result_) {                                                           \
    return std::unexpected(::emu::functions::to_fn_error(name##_result_.error())); \
  }                                                                                \
  auto name = std::move(*name##_result_)

#define FN_CHECK(expr)                                                              \
  do {                                                                              \
    auto check_result_ = (expr);                                                    \
    if (!check_result_) {                                                           \
      return std::unexpected(::emu::functions::to_fn_error(check_result_.error())); \
    }                                                                               \
  } while (0)
