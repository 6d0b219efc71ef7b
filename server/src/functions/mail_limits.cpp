#include "functions/mail_limits.hpp"

#include "auth/rate_limit.hpp"

namespace emu::functions {
namespace {

FnResult<void> hit(FnCall& call, const app::RateRule& rule, const std::string& key,
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

}  // namespace

FnResult<void> limit_mail_ip(FnCall& call) {
  return hit(call, call.ctx.config.rate_mail_ip, "mail:ip:" + call.req.remote_ip,
             auth::RateKind::request);
}

FnResult<void> limit_mail_to(FnCall& call, const std::string& recipient) {
  return hit(call, call.ctx.config.rate_mail_to, "mail:to:" + recipient,
             auth::RateKind::email_send);
}

}  // namespace emu::functions
