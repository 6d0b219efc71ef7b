// Database-backed fixed-window rate limits (rate_limits table), so several server instances
// share one count. Each hit is its own small transaction, committed even when the request
// then fails, and runs before the request's main work.
#pragma once

#include <chrono>
#include <string>

#include "auth/clock.hpp"
#include "auth/errors.hpp"
#include "db/database.hpp"
#include "runtime/config.hpp"

namespace emu::auth {

struct RateWindow {
  Clock::time_point start;         // the window containing `now`, aligned to the epoch
  std::chrono::seconds remaining;  // until the next window opens (at least 1 s)
};
RateWindow rate_window(Clock::time_point now, std::chrono::seconds window);

enum class RateKind {
  request,     // 429 over_request_rate_limit
  email_send,  // 429 over_email_send_rate_limit, naming the wait
};

// Counts one event under `key`; an error when the rule's limit is exceeded in this window.
AuthResult<void> hit_rate_limit(db::Database& db, const runtime::RateRule& rule,
                                const std::string& key, RateKind kind);

}  // namespace emu::auth
