#include "auth/endpoint.hpp"

#include <spdlog/spdlog.h>

#include "auth/bearer.hpp"
#include "auth/rate_limit.hpp"
#include "common/ids.hpp"
#include "http/responses.hpp"

namespace emu::auth {
namespace {

// Upstream Kong answers a missing or unknown apikey with 401 (body unconfirmed, contract
// 1.3): Emu uses the auth error shape with no_authorization.
AuthResult<Principal> check_apikey(const runtime::Context& ctx, const http::Request& req) {
  auto apikey = req.header("apikey");
  if (apikey.empty()) return fail(AuthCode::no_authorization, "No API key found in request", 401);
  auto principal = principal_from_headers(ctx.signing_key, "", apikey);
  if (!principal || principal->role == Role::authenticated) {
    return fail(AuthCode::no_authorization, "Invalid API key", 401);
  }
  return std::move(*principal);
}

}  // namespace

AuthError to_auth_error(const db::DbError& e) {
  auto error = internal_failure("database (" + e.sqlstate + ")", e.message).error();
  error.sqlstate = e.sqlstate;
  return error;
}

http::Response json_ok(const boost::json::value& body) {
  return http::json_response(http::bhttp::status::ok, body);
}

std::expected<Principal, http::Response> AuthFamily::credentials(runtime::Context& ctx,
                                                                 const http::Request& req,
                                                                 runtime::Guard guard) {
  auto key = check_apikey(ctx, req);
  if (!key) return std::unexpected(auth_error_response(key.error()));
  if (guard != runtime::Guard::user && guard != runtime::Guard::admin) return std::move(*key);
  auto bearer = bearer_principal(ctx.signing_key, req);
  if (!bearer) return std::unexpected(auth_error_response(bearer.error()));
  return std::move(*bearer);
}

std::expected<AuthCall, http::Response> AuthFamily::make_call(runtime::Context& ctx,
                                                              http::Request& req, Principal&& who,
                                                              const runtime::Route& route) {
  const bool no_body = route.raw_body || req.method() == http::bhttp::verb::get ||
                       req.method() == http::bhttp::verb::head;
  auto body = no_body ? AuthResult<boost::json::object>(boost::json::object{}) : body_object(req);
  if (!body) return std::unexpected(auth_error_response(body.error()));
  return AuthCall{ctx, req, std::move(*body), common::now_utc(), std::move(who), {}};
}

std::optional<AuthError> AuthFamily::admit(AuthCall& call, const runtime::Route& route) {
  if (route.guard == runtime::Guard::user) {
    if (auto user = require_user_claims(call.principal); !user) return user.error();
  }
  if (route.guard == runtime::Guard::admin) {
    auto conn = call.ctx.db->acquire();
    if (!conn) return to_auth_error(conn.error());
    auto actor = require_admin(call, **conn);
    if (!actor) return actor.error();
    call.actor = std::move(*actor);
  }
  if (route.rate.counts(call.req)) {
    const auto& rule = call.ctx.config.*route.rate.rule;
    auto key = std::string(route.rate.key_prefix) + call.req.remote_ip;
    if (auto hit = hit_rate_limit(*call.ctx.db, rule, key, RateKind::request); !hit) {
      return hit.error();
    }
  }
  return std::nullopt;
}

AuthError AuthFamily::internal(std::string_view what, std::string_view detail) {
  return internal_failure(what, detail).error();
}

}  // namespace emu::auth
