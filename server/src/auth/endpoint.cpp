#include "auth/endpoint.hpp"

#include <spdlog/spdlog.h>

#include "auth/principal.hpp"
#include "common/ids.hpp"
#include "http/responses.hpp"

namespace emu::auth {
namespace {

// Upstream Kong answers a missing or unknown apikey with 401 (body unconfirmed, contract
// 1.3): Emu uses the auth error shape with no_authorization.
std::optional<AuthError> check_apikey(const app::Context& ctx, const http::Request& req) {
  auto apikey = req.header("apikey");
  if (apikey.empty()) {
    return AuthError{AuthCode::no_authorization, "No API key found in request", 401, {}};
  }
  auto principal = principal_from_headers(ctx.signing_key, "", apikey);
  if (!principal || principal->role == Role::authenticated) {
    return AuthError{AuthCode::no_authorization, "Invalid API key", 401, {}};
  }
  return std::nullopt;
}

}  // namespace

AuthError to_auth_error(const db::DbError& e) {
  return internal_failure("database (" + e.sqlstate + ")", e.message).error();
}

http::Response json_ok(const boost::json::value& body) {
  return http::json_response(http::bhttp::status::ok, body);
}

http::Handler endpoint(app::Context& ctx, Access access, EndpointFn fn) {
  return [&ctx, access, fn](http::Request& req) -> boost::asio::awaitable<http::Response> {
    if (access == Access::apikey) {
      if (auto denied = check_apikey(ctx, req)) co_return auth_error_response(*denied);
    }
    auto body = req.method() == http::bhttp::verb::get || req.method() == http::bhttp::verb::head
                    ? AuthResult<boost::json::object>(boost::json::object{})
                    : body_object(req);
    if (!body) co_return auth_error_response(body.error());

    AuthCall call{ctx, req, std::move(*body), common::now_utc()};
    auto result = co_await ctx.workers->run([&call, fn]() -> AuthResult<http::Response> {
      try {
        return fn(call);
      } catch (const std::exception& e) {
        return internal_failure("request " + call.req.request_id, e.what());
      }
    });
    co_return result ? std::move(*result) : auth_error_response(result.error());
  };
}

}  // namespace emu::auth
