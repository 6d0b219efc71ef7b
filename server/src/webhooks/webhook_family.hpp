// The /webhooks route family (salon-day.md C.3, C.4): providers' deliveries (Stripe here; the
// WhatsApp Cloud API beside it), served through the one endpoint adapter with Guard::open and
// raw_body: the provider's signature over the exact bytes is the credential, so the body is read
// as sent (at most kMaxWebhookBody) and never parsed before it is verified. Errors are Emu's
// {"code","message"} with the codes of http/error_codes.hpp.
#pragma once

#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <string>

#include "http/responses.hpp"
#include "runtime/endpoint.hpp"

namespace emu::webhooks {

inline constexpr std::size_t kMaxWebhookBody = 256 * 1024;

struct WebhookCall {
  runtime::Context& ctx;
  const http::Request& req;
  auth::Principal principal;  // anon: the signature is the credential
};

struct WebhookError {
  http::ErrorCode code;
  std::string message;
  std::string sqlstate;  // a database failure: the transaction runner retries a lost race
};

inline std::string_view retry_state(const WebhookError& e) { return e.sqlstate; }

struct WebhookFamily : runtime::Family<WebhookCall, WebhookError, boost::json::value, false> {
  static std::expected<auth::Principal, http::Response> credentials(runtime::Context&,
                                                                    const http::Request&,
                                                                    runtime::Guard) {
    return auth::Principal{};  // every route is Guard::open
  }
  static http::Response refuse_token(const auth::PrincipalFailure&) {
    return http::error_response(http::ErrorCode::invalid_jwt, "Unauthorized");
  }
  static std::expected<WebhookCall, http::Response> make_call(runtime::Context& ctx,
                                                              http::Request& req,
                                                              auth::Principal&& who,
                                                              const runtime::Route&) {
    if (req.raw.body().size() > kMaxWebhookBody) {
      return std::unexpected(
          http::error_response(http::ErrorCode::payload_too_large, "The event is too large"));
    }
    return WebhookCall{ctx, req, std::move(who)};
  }
  static std::optional<WebhookError> admit(WebhookCall&, const runtime::Route&) {
    return std::nullopt;
  }
  static WebhookError internal(std::string_view what, std::string_view detail) {
    spdlog::error("webhooks: {} failed: {}", what, detail);
    return {http::ErrorCode::internal_error, "Internal error"};
  }
  static http::Response respond(boost::json::value&& value, const WebhookCall&) {
    return http::json_response(http::bhttp::status::ok, value);
  }
  static http::Response render(const WebhookError& e, const WebhookCall&) {
    return http::error_response(e.code, e.message);
  }
};

}  // namespace emu::webhooks
