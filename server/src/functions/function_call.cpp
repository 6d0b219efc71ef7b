#include "functions/function_call.hpp"

#include <spdlog/spdlog.h>

#include "auth/roles.hpp"
#include "common/ids.hpp"
#include "http/responses.hpp"

namespace emu::functions {

namespace bhttp = http::bhttp;

FnError internal_error(std::string_view what, const db::DbError& error) {
  spdlog::error("functions: {} failed ({}): {}", what, error.sqlstate, error.message);
  return FnError{Code::internal_error, "An unexpected error occurred", std::nullopt,
                 error.sqlstate};
}

http::Response error_response(const FnError& error) {
  boost::json::object body{
      {"code", http::to_string(error.code)}, {"message", error.message}, {"error", error.message}};
  if (error.details) body["details"] = *error.details;
  return http::json_response(http::status_for(error.code), body);
}

std::expected<auth::Principal, http::Response> FunctionFamily::credentials(app::Context& ctx,
                                                                           const http::Request& req,
                                                                           app::Guard) {
  auto principal = app::resolve_principal(ctx, req);
  if (!principal) {
    return std::unexpected(
        error_response(FnError{Code::invalid_jwt, principal.error().message, std::nullopt, {}}));
  }
  return std::move(*principal);
}

std::expected<FnCall, http::Response> FunctionFamily::make_call(app::Context& ctx,
                                                                http::Request& req,
                                                                auth::Principal&& who,
                                                                const app::Route&) {
  boost::json::object body;
  if (req.json_body) {
    if (!req.json_body->is_object()) {
      return std::unexpected(error_response(
          FnError{Code::invalid_body, "The request body must be a JSON object", {}, {}}));
    }
    body = req.json_body->as_object();
  } else if (!req.raw.body().empty()) {
    return std::unexpected(error_response(FnError{
        Code::invalid_body, "Send the body as JSON (Content-Type: application/json)", {}, {}}));
  }
  return FnCall{ctx, req, std::move(body), std::move(who), common::now_utc()};
}

std::optional<FnError> FunctionFamily::admit(FnCall& call, const app::Route& route) {
  const auto& p = call.principal;
  switch (route.guard) {
    case app::Guard::open:
    case app::Guard::apikey:
      return std::nullopt;
    case app::Guard::user:
      if (p.role == auth::Role::authenticated) return std::nullopt;
      return fail(Code::not_authenticated, "Sign in first").error();
    case app::Guard::admin:
      if (p.is_admin()) return std::nullopt;
      if (p.role == auth::Role::anon) {
        return fail(Code::not_authenticated, "Sign in as an administrator").error();
      }
      return fail(Code::forbidden, "Only administrators may do this").error();
  }
  return std::nullopt;
}

FnError FunctionFamily::internal(std::string_view what, std::string_view detail) {
  spdlog::error("functions: {} failed: {}", what, detail);
  return FnError{Code::internal_error, "An unexpected error occurred", std::nullopt, {}};
}

http::Response FunctionFamily::respond(boost::json::value&& value, const FnCall& call) {
  return http::json_response(call.status, value);
}

http::Response FunctionFamily::render(const FnError& error, const FnCall&) {
  return error_response(error);
}

}  // namespace emu::functions
