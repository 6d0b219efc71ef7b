// The one endpoint adapter, shared by /auth/v1, /rest/v1, /functions/v1 and /storage/v1.
// Every route is registered as endpoint<Family>(ctx, {guard, rate limit}, handler), so a
// family's *_routes.cpp reads as its permission table. For each request the adapter
//   1. reads the credentials the guard needs (nothing for Guard::open), on the I/O thread;
//   2. builds the family's call (body, path) or answers the family's refusal;
//   3. hops to the worker pool, loads the caller's roles (runtime/caller.hpp: one rule for a failed
//      lookup), applies the guard and the rate limit, runs the handler;
//   4. turns an escaped exception into the family's internal error (logged with the request
//      id), and renders the result.
// A family differs only in its wire dialect; it derives from Family<Call, Error, Value, roles>
// (roles: read the caller's roles before admit()) and supplies, as static functions:
//   credentials(ctx, req, guard) -> expected<Principal, Response>   the token, or the refusal
//   refuse_token(failure) -> Response   a token refused (roles-loading families: also a deleted
//                                       account's token, found when its roles are read)
//   make_call(ctx, req, principal, route) -> expected<Call, Response>  body and path
//   admit(call, route) -> optional<Error>                  the guard and the rate limit
//   internal(what, detail) -> Error                        logged, never sent
//   respond(value, call) -> Response and render(error, call) -> Response
#pragma once

#include <boost/asio/awaitable.hpp>
#include <exception>
#include <expected>
#include <optional>
#include <string>
#include <string_view>

#include "http/types.hpp"
#include "runtime/caller.hpp"
#include "runtime/config.hpp"
#include "runtime/context.hpp"

namespace emu::runtime {

// Who may call a route.
enum class Guard {
  open,    // no credentials read: browser navigations, public objects, signed URLs, the JWKS
  apikey,  // a valid key or access token, anon included; row rules (rest policies, storage
           // folders, send-email templates) decide the rest
  user,    // a signed-in user's access token
  admin,   // the service key, or a signed-in user whose roles include admin
};

// A per-address rate limit declared with the route: the rule in Config, the key's prefix (the
// client's address completes it) and, optionally, which requests of the route it counts.
struct RateLimit {
  RateRule Config::*rule = nullptr;
  std::string_view key_prefix;                      // "signin:ip:"
  bool (*applies)(const http::Request&) = nullptr;  // null: every request

  [[nodiscard]] bool counts(const http::Request& req) const {
    return rule != nullptr && (applies == nullptr || applies(req));
  }
};

struct Route {
  Guard guard = Guard::apikey;
  RateLimit rate{};
  bool raw_body = false;  // the handler reads the body itself (a provider's form post)
};

template <class C, class E, class V, bool LoadsRoles>
struct Family {
  using Call = C;
  using Error = E;
  using Value = V;
  using Fn = std::expected<V, E> (*)(C&);
  static constexpr bool kLoadsRoles = LoadsRoles;
};

template <class F>
http::Handler endpoint(Context& ctx, Route route, typename F::Fn fn) {
  return [&ctx, route, fn](http::Request& req) -> boost::asio::awaitable<http::Response> {
    using Result = std::expected<typename F::Value, typename F::Error>;
    auth::Principal who;
    if (route.guard != Guard::open) {
      auto resolved = F::credentials(ctx, req, route.guard);
      if (!resolved) co_return std::move(resolved.error());
      who = std::move(*resolved);
    }
    auto call = F::make_call(ctx, req, std::move(who), route);
    if (!call) co_return std::move(call.error());
    auto& c = *call;
    // nullopt: the token's account no longer exists.
    auto outcome =
        co_await ctx.workers->run([&ctx, &req, &route, &c, fn]() -> std::optional<Result> {
          try {
            if constexpr (F::kLoadsRoles) {
              auto loaded = load_roles(ctx, c.principal);
              if (!loaded) {
                return Result(std::unexpected(F::internal("roles (" + loaded.error().sqlstate + ")",
                                                          loaded.error().message)));
              }
              if (!*loaded) return std::nullopt;
            }
            if (auto denied = F::admit(c, route))
              return Result(std::unexpected(std::move(*denied)));
            return fn(c);
          } catch (const std::exception& e) {
            return Result(std::unexpected(F::internal("request " + req.request_id, e.what())));
          }
        });
    if constexpr (F::kLoadsRoles) {
      if (!outcome) co_return F::refuse_token(kUserGone);
    }
    auto& result = *outcome;
    co_return result ? F::respond(std::move(*result), c) : F::render(result.error(), c);
  };
}

}  // namespace emu::runtime
