#include "rest/rest_routes.hpp"

#include <spdlog/spdlog.h>

#include <boost/json/parse.hpp>

#include "auth/roles.hpp"
#include "identity/principal.hpp"
#include "rest/executor.hpp"
#include "rest/mail_limits.hpp"
#include "rest/request_parser.hpp"
#include "rest/response_shape.hpp"
#include "runtime/caller.hpp"
#include "runtime/endpoint.hpp"

namespace emu::rest {
namespace {

namespace bhttp = http::bhttp;

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

// What a request to /rest/v1 carries into the pipeline.
struct RestCall {
  runtime::Context& ctx;
  const http::Request& req;
  auth::Principal principal;  // roles loaded by the adapter
  ApiRequest parsed;
  std::optional<boost::json::value> own_body;
  const boost::json::value* body = nullptr;

  [[nodiscard]] bool anonymous() const { return principal.role == auth::Role::anon; }
};

using RestFn = std::expected<Outcome, RestError> (*)(RestCall&);

Caller caller_of(const auth::Principal& p) {
  Caller c;
  c.service = p.is_service();
  c.signed_in = p.role == auth::Role::authenticated;
  c.user_id = p.user_id;
  c.admin = p.has_app_role("admin");
  c.merchant = p.has_app_role("merchant");
  c.member = p.has_app_role("team_member");
  return c;
}

// The data API's dialect for the one endpoint adapter (runtime/endpoint.hpp).
struct RestFamily : runtime::Family<RestCall, RestError, Outcome, true> {
  static std::expected<auth::Principal, http::Response> credentials(runtime::Context& ctx,
                                                                    const http::Request& req,
                                                                    runtime::Guard) {
    auto principal = runtime::resolve_principal(ctx, req);
    if (!principal) return std::unexpected(jwt_error(principal.error()));
    return std::move(*principal);
  }

  static http::Response refuse_token(const auth::PrincipalFailure& f) { return jwt_error(f); }

  static std::expected<RestCall, http::Response> make_call(runtime::Context& ctx,
                                                           http::Request& req,
                                                           auth::Principal&& who,
                                                           const runtime::Route&) {
    const bool anonymous = who.role == auth::Role::anon;
    const bool rpc = !req.param("fn").empty();
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
    if (!parsed) return std::unexpected(error_response(parsed.error(), anonymous));
    RestCall call{ctx, req, std::move(who), std::move(*parsed), std::nullopt, nullptr};
    // The pipeline parses application/json bodies; anything else that is JSON text is
    // accepted too, and an empty RPC body means no arguments.
    call.body = req.json_body ? &*req.json_body : nullptr;
    if (!call.body && !req.raw.body().empty()) {
      boost::system::error_code ec;
      call.own_body = boost::json::parse(req.raw.body(), ec);
      if (ec) {
        return std::unexpected(
            error_response(make_error<RestError>("PGRST102", "Empty or invalid json"), anonymous));
      }
    }
    return std::move(call);
  }

  static std::optional<RestError> admit(RestCall& call, const runtime::Route& route) {
    const auto& p = call.principal;
    const bool allowed = route.guard == runtime::Guard::user ? p.role == auth::Role::authenticated
                         : route.guard == runtime::Guard::admin ? p.is_admin()
                                                                : true;
    if (!allowed) return make_error<RestError>("42501", "permission denied");
    return limit_mail_writes(call.ctx, call.req, p, call.own_body ? &*call.own_body : call.body);
  }

  static RestError internal(std::string_view what, std::string_view detail) {
    spdlog::error("rest: {} failed: {}", what, detail);
    return make_error<RestError>("XX000", "Internal server error");
  }

  static http::Response respond(Outcome&& outcome, const RestCall& call) {
    http::Response res(static_cast<bhttp::status>(outcome.status));
    for (const auto& [name, value] : outcome.headers) res.set(name, value);
    if (outcome.status != 204) {
      res.set(bhttp::field::content_type, call.parsed.single_object
                                              ? "application/vnd.pgrst.object+json; charset=utf-8"
                                              : "application/json; charset=utf-8");
    }
    if (outcome.has_body) res.msg.body() = std::move(outcome.body);
    return res;
  }

  static http::Response render(const RestError& e, const RestCall& call) {
    return error_response(e, call.anonymous());
  }
};

// Tables and RPC: the pipeline behind parse_request (executor.cpp).
std::expected<Outcome, RestError> run(RestCall& call) {
  const Caller caller = caller_of(call.principal);
  ExecEnv env{*call.ctx.db,
              call.ctx.config.rest_max_rows,
              call.req.request_id,
              call.ctx.read_cache.get(),
              call.ctx.config.rest_max_response_bytes,
              call.ctx.config.storage_dir,
              call.ctx.shop_index.get(),
              call.ctx.shop_counters.get(),
              call.ctx.impression_cap.get(),
              call.req.remote_ip};
  const boost::json::value* body = call.own_body ? &*call.own_body : call.body;
  return execute(env, call.parsed, caller, body);
}

}  // namespace

void register_rest_routes(http::Router& router, runtime::Context& ctx) {
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
  // The permission table: any valid key or token reaches the pipeline, where the policies
  // in policy.cpp decide per table, row and column.
  using runtime::Guard;
  auto pipeline = runtime::endpoint<RestFamily>(ctx, {Guard::apikey}, run);
  for (auto verb :
       {bhttp::verb::get, bhttp::verb::post, bhttp::verb::patch, bhttp::verb::delete_}) {
    router.add(verb, "/rest/v1/:table", pipeline);
  }
  router.add(bhttp::verb::get, "/rest/v1/rpc/:fn", pipeline);
  router.add(bhttp::verb::post, "/rest/v1/rpc/:fn", pipeline);
}

}  // namespace emu::rest
