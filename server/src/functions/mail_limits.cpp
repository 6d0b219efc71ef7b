#include "functions/mail_limits.hpp"

namespace emu::functions {

FnResult<void> limit_mail_to(FnCall& call, const std::string& recipient) {
  return hit_rate_limit(call, call.ctx.config.rate_mail_to, "mail:to:" + recipient,
                        auth::RateKind::email_send);
}

}  // namespace emu::functions
