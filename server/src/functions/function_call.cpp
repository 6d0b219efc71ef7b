#include "functions/function_call.hpp"

#include <spdlog/spdlog.h>

#include "auth/roles.hpp"
#include "common/ids.hpp"
#include "functions/body_fields.hpp"
#include "http/responses.hpp"

namespace emu::functions {

namespace bhttp = http::bhttp;

FnError internal_error(std::string_view what, const db::DbError& error) {
  if (db::is_unavailable(error.sqlstate)) {
    // A lock or statement timeout, or a stopping server: nothing was written, a retry may work.
    spdlog::warn("functions: {} not done ({}): {}", what, error.sqlstate, error.message);
    return FnError{Code::unavailable, "The service is busy, try again shortly", std::nullopt,
                   error.sqlstate};
  }
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

std::expected<auth::Principal, http::Response> FunctionFamily::credentials(runtime::Context& ctx,
                                                                           const http::Request& req,
                                                                           runtime::Guard) {
  auto principal = runtime::resolve_principal(ctx, req);
  if (!principal) return std::unexpected(refuse_token(principal.error()));
  return std::move(*principal);
}

http::Response FunctionFamily::refuse_token(const auth::PrincipalFailure& f) {
  return error_response(FnError{Code::invalid_jwt, f.message, std::nullopt, {}});
}

std::expected<FnCall, http::Response> FunctionFamily::make_call(runtime::Context& ctx,
                                                                http::Request& req,
                                                                auth::Principal&& who,
                                                                const runtime::Route&) {
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

FnResult<void> hit_rate_limit(FnCall& call, const runtime::RateRule& rule, const std::string& key,
                              auth::RateKind kind) {
  if (call.principal.is_admin()) return {};
  auto counted = auth::hit_rate_limit(*call.ctx.db, rule, key, kind);
  if (counted) return {};
  const auto& error = counted.error();
  if (auth::status_of(error) != 429) {
    return std::unexpected(FnError{Code::internal_error, "An unexpected error occurred", {}, {}});
  }
  return fail(error.code == auth::AuthCode::over_email_send_rate_limit
                  ? Code::over_email_send_rate_limit
                  : Code::over_request_rate_limit,
              error.message);
}

namespace {

std::optional<FnError> check_guard(const FnCall& call, runtime::Guard guard) {
  const auto& p = call.principal;
  switch (guard) {
    case runtime::Guard::open:
    case runtime::Guard::apikey:
      return std::nullopt;
    case runtime::Guard::user:
      if (p.role == auth::Role::authenticated) return std::nullopt;
      return fail(Code::not_authenticated, "Sign in first").error();
    case runtime::Guard::admin:
      if (p.is_admin()) return std::nullopt;
      if (p.role == auth::Role::anon) {
        return fail(Code::not_authenticated, "Sign in as an administrator").error();
      }
      return fail(Code::forbidden, "Only administrators may do this").error();
  }
  return std::nullopt;
}

}  // namespace

std::optional<FnError> FunctionFamily::admit(FnCall& call, const runtime::Route& route) {
  if (auto refused = check_guard(call, route.guard)) return refused;
  if (route.rate.counts(call.req)) {
    auto key = std::string(route.rate.key_prefix) + call.req.remote_ip;
    if (auto hit =
            hit_rate_limit(call, call.ctx.config.*route.rate.rule, key, auth::RateKind::request);
        !hit) {
      return hit.error();
    }
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
