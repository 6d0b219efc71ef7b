// The route family of open routes that answer plain text (the calendar feeds, the providers'
// webhooks): Guard::open, so no credentials are read and no roles loaded (the token in the path
// or the signature of the body is the credential); a refusal is its status with a short text,
// never cached. `Name` names the family in the log of an internal error.
#pragma once

#include <spdlog/spdlog.h>

#include <string>
#include <string_view>

#include "http/responses.hpp"
#include "runtime/endpoint.hpp"

namespace emu::runtime {

struct PlainCall {
  Context& ctx;
  const http::Request& req;
  auth::Principal principal;  // anon
};

struct PlainError {
  http::bhttp::status status;
  std::string message;
};

// Nothing of these routes is retried as a lost race (db/transaction.hpp asks every error type).
inline std::string_view retry_state(const PlainError&) { return {}; }

inline http::Response plain_text(http::bhttp::status status, std::string text) {
  auto res = http::text_response(status, std::move(text), "text/plain; charset=utf-8");
  res.set(http::bhttp::field::cache_control, "no-store");
  return res;
}

template <const char* Name>
struct PlainFamily : Family<PlainCall, PlainError, http::Response, false> {
  static std::expected<auth::Principal, http::Response> credentials(Context&, const http::Request&,
                                                                    Guard) {
    return auth::Principal{};  // every route is Guard::open
  }
  static http::Response refuse_token(const auth::PrincipalFailure&) {
    return plain_text(http::bhttp::status::unauthorized, "Unauthorized\n");
  }
  static std::expected<PlainCall, http::Response> make_call(Context& ctx, http::Request& req,
                                                            auth::Principal&& who, const Route&) {
    return PlainCall{ctx, req, std::move(who)};
  }
  static std::optional<PlainError> admit(PlainCall&, const Route&) { return std::nullopt; }
  static PlainError internal(std::string_view what, std::string_view detail) {
    spdlog::error("{}: {} failed: {}", Name, what, detail);
    return {http::bhttp::status::internal_server_error, "Internal Server Error\n"};
  }
  static http::Response respond(http::Response&& res, const PlainCall&) { return std::move(res); }
  static http::Response render(const PlainError& e, const PlainCall&) {
    return plain_text(e.status, e.message);
  }
};

}  // namespace emu::runtime
