#include "rest/rest_routes.hpp"

#include <boost/json/parse.hpp>

#include "auth/principal.hpp"
#include "auth/roles.hpp"
#include "rest/executor.hpp"
#include "rest/request_parser.hpp"
#include "rest/response_shape.hpp"

namespace emu::rest {
namespace {

namespace bhttp = http::bhttp;
using boost::asio::awaitable;

http::Response error_response(const RestError& e, bool anonymous) {
  http::Response res(static_cast<bhttp::status>(status_for(e, anonymous)));
  res.set(bhttp::field::content_type, "application/json; charset=utf-8");
  res.msg.body() = error_body(e);
  return res;
}

// JWT problems (3.9): 401 with WWW-Authenticate, PGRST303 for an expired token.
http::Response jwt_error(const auth::PrincipalFailure& f) {
  RestError e;
  if (f.error == auth::PrincipalError::expired) {
    e = make_error<RestError>("PGRST303", "JWT expired");
  } else if (f.error == auth::PrincipalError::missing) {
    e = make_error<RestError>("PGRST302", "Anonymous access is disabled", std::nullopt,
                              "Send the anon key as apikey or Authorization: Bearer");
  } else {
    e = make_error<RestError>("PGRST301", f.message.empty() ? "Invalid JWT" : f.message);
  }
  auto res = error_response(e, true);
  res.set(bhttp::field::www_authenticate,
          "Bearer error=\"invalid_token\", error_description=\"" + e.message + "\"");
  return res;
}

std::string joined(const http::Request& req, bhttp::field f) {
  std::string out;
  for (auto [it, end] = req.raw.equal_range(f); it != end; ++it) {
    if (!out.empty()) out += ", ";
    out += std::string(it->value());
  }
  return out;
}

Caller caller_of(app::Context& ctx, const auth::Principal& p) {
  Caller c;
  c.service = p.is_service();
  c.signed_in = p.role == auth::Role::authenticated;
  c.user_id = p.user_id;
  if (c.signed_in) {
    // A failed role lookup leaves the caller a plain signed-in user (the safe side).
    if (auto roles = auth::load_roles(*ctx.db, p.user_id)) {
      for (const auto& r : *roles) {
        c.admin = c.admin || r == "admin";
        c.merchant = c.merchant || r == "merchant";
      }
    }
  }
  return c;
}

awaitable<http::Response> handle(app::Context& ctx, ReadCache& cache, http::Request& req,
                                 bool rpc) {
  auto principal = auth::principal_from_headers(
      ctx.signing_key, req.header(bhttp::field::authorization), req.header("apikey"));
  if (!principal) co_return jwt_error(principal.error());
  const bool anonymous = principal->role == auth::Role::anon;

  const std::string prefer = joined(req, bhttp::field::prefer);
  RequestParts parts{req.raw.method_string(),
                     std::string(req.param(rpc ? "fn" : "table")),
                     rpc,
                     req.query,
                     prefer,
                     req.header(bhttp::field::accept),
                     req.header(bhttp::field::range),
                     req.header("Accept-Profile"),
                     req.header("Content-Profile")};
  auto parsed = parse_request(parts);
  if (!parsed) co_return error_response(parsed.error(), anonymous);

  // The pipeline parses application/json bodies; anything else that is JSON text is accepted
  // too, and an empty RPC body means no arguments.
  std::optional<boost::json::value> own_body;
  const boost::json::value* body = req.json_body ? &*req.json_body : nullptr;
  if (!body && !req.raw.body().empty()) {
    boost::system::error_code ec;
    own_body = boost::json::parse(req.raw.body(), ec);
    if (ec) {
      co_return error_response(make_error<RestError>("PGRST102", "Empty or invalid json"),
                               anonymous);
    }
    body = &*own_body;
  }

  const auto& principal_ref = *principal;
  auto outcome = co_await ctx.workers->run([&]() -> std::expected<Outcome, RestError> {
    const Caller caller = caller_of(ctx, principal_ref);
    ExecEnv env{*ctx.db, ctx.config.rest_max_rows, req.request_id, &cache,
                ctx.config.rest_max_response_bytes};
    return execute(env, *parsed, caller, body);
  });
  if (!outcome) co_return error_response(outcome.error(), anonymous);

  http::Response res(static_cast<bhttp::status>(outcome->status));
  for (const auto& [name, value] : outcome->headers) res.set(name, value);
  if (outcome->status != 204) {
    res.set(bhttp::field::content_type, parsed->single_object
                                            ? "application/vnd.pgrst.object+json; charset=utf-8"
                                            : "application/json; charset=utf-8");
  }
  if (outcome->has_body) {
    res.msg.body() = std::move(outcome->body);
  }
  co_return res;
}

}  // namespace

void register_rest_routes(http::Router& router, app::Context& ctx) {
  // The pipeline's own refusals on /rest speak PostgREST too.
  router.set_error_renderer("/rest/", [](http::ErrorCode code, std::string_view message) {
    if (code == http::ErrorCode::invalid_json) {
      return error_response(make_error<RestError>("PGRST102", "Empty or invalid json"), false);
    }
    if (code == http::ErrorCode::not_found) {
      return error_response(
          make_error<RestError>("PGRST125", "Invalid path specified in request URL",
                                std::string(message)),
          false);
    }
    return error_response(make_error<RestError>("PGRST000", "Service unavailable"), false);
  });
  auto table = [&ctx](http::Request& req) { return handle(ctx, *ctx.read_cache, req, false); };
  auto fn = [&ctx](http::Request& req) { return handle(ctx, *ctx.read_cache, req, true); };
  for (auto verb :
       {bhttp::verb::get, bhttp::verb::post, bhttp::verb::patch, bhttp::verb::delete_}) {
    router.add(verb, "/rest/v1/:table", table);
  }
  router.add(bhttp::verb::get, "/rest/v1/rpc/:fn", fn);
  router.add(bhttp::verb::post, "/rest/v1/rpc/:fn", fn);
}

}  // namespace emu::rest
