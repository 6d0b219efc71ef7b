#include "functions/function_call.hpp"

#include <spdlog/spdlog.h>

#include "auth/roles.hpp"
#include "common/ids.hpp"
#include "http/responses.hpp"

namespace emu::functions {
namespace {

namespace bhttp = http::bhttp;

std::optional<FnError> resolve_principal(app::Context& ctx, const http::Request& req,
                                         auth::Principal& out) {
  auto principal = auth::principal_from_headers(
      ctx.signing_key, req.header(bhttp::field::authorization), req.header("apikey"));
  if (!principal) {
    return FnError{401, "invalid_jwt", principal.error().message, std::nullopt, {}};
  }
  out = std::move(*principal);
  return std::nullopt;
}

}  // namespace

FnError internal_error(std::string_view what, const db::DbError& error) {
  spdlog::error("functions: {} failed ({}): {}", what, error.sqlstate, error.message);
  return FnError{500, "internal_error", "An unexpected error occurred", std::nullopt,
                 error.sqlstate};
}

http::Response error_response(const FnError& error) {
  boost::json::object body{
      {"code", error.code}, {"message", error.message}, {"error", error.message}};
  if (error.details) body["details"] = *error.details;
  return http::json_response(static_cast<bhttp::status>(error.status), body);
}

http::Handler function_endpoint(app::Context& ctx, Access access, FnHandler fn) {
  return [&ctx, access, fn](http::Request& req) -> boost::asio::awaitable<http::Response> {
    auth::Principal principal;
    if (auto denied = resolve_principal(ctx, req, principal)) co_return error_response(*denied);
    boost::json::object body;
    if (req.json_body) {
      if (!req.json_body->is_object()) {
        co_return error_response(
            FnError{400, "invalid_body", "The request body must be a JSON object", {}, {}});
      }
      body = req.json_body->as_object();
    } else if (!req.raw.body().empty()) {
      co_return error_response(FnError{
          400, "invalid_body", "Send the body as JSON (Content-Type: application/json)", {}, {}});
    }

    FnCall call{ctx, req, std::move(body), std::move(principal), common::now_utc()};
    auto result = co_await ctx.workers->run([&call, access, fn]() -> FnResult<boost::json::value> {
      try {
        auto& p = call.principal;
        if (p.role == auth::Role::authenticated) {
          auto roles = auth::load_roles(*call.ctx.db, p.user_id);
          if (!roles) return std::unexpected(internal_error("roles", roles.error()));
          p.app_roles = std::move(*roles);
        }
        if (access == Access::admin && !p.is_admin()) {
          if (p.role == auth::Role::anon) {
            return fail(401, "not_authenticated", "Sign in as an administrator");
          }
          return fail(403, "forbidden", "Only administrators may do this");
        }
        return fn(call);
      } catch (const std::exception& e) {
        spdlog::error("functions: request {} threw: {}", call.req.request_id, e.what());
        return fail(500, "internal_error", "An unexpected error occurred");
      }
    });
    if (!result) co_return error_response(result.error());
    co_return http::json_response(bhttp::status::ok, *result);
  };
}

}  // namespace emu::functions
