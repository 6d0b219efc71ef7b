#include "rest/mail_limits.hpp"

#include "auth/params.hpp"
#include "auth/rate_limit.hpp"

namespace emu::rest {
namespace {

constexpr std::string_view kWaitlistPath = "/rest/v1/waitlist_emails";

std::optional<RestError> refusal(const auth::AuthError& e) {
  if (auth::status_of(e) != 429) {
    return make_error<RestError>("XX000", "Internal server error");
  }
  return make_error<RestError>(std::string(auth::to_string(e.code)), e.message);
}

}  // namespace

std::optional<RestError> limit_mail_writes(runtime::Context& ctx, const http::Request& req,
                                           const auth::Principal& who,
                                           const boost::json::value* body) {
  if (req.raw.method() != http::bhttp::verb::post || req.path != kWaitlistPath) return std::nullopt;
  if (who.is_admin()) return std::nullopt;
  const auto& config = ctx.config;
  if (auto hit = auth::hit_rate_limit(*ctx.db, config.rate_mail_ip, "mail:ip:" + req.remote_ip,
                                      auth::RateKind::request);
      !hit) {
    return refusal(hit.error());
  }
  const auto* row = body && body->is_object() ? &body->as_object() : nullptr;
  const auto* email = row ? row->if_contains("email") : nullptr;
  if (email && email->is_string()) {
    const auto to = auth::normalize_email(email->as_string());
    if (auto hit = auth::hit_rate_limit(*ctx.db, config.rate_mail_to, "mail:to:" + to,
                                        auth::RateKind::email_send);
        !hit) {
      return refusal(hit.error());
    }
  }
  return std::nullopt;
}

}  // namespace emu::rest
