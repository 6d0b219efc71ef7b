// Who a channel sends rows to: the verified access token of its join (or of its latest
// access_token message), reduced to what the data API's policies look at.
#pragma once

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"
#include "rest/policy.hpp"
#include "runtime/context.hpp"

namespace emu::realtime {

struct Viewer {
  rest::Caller caller;
  std::int64_t expires_at = 0;  // the token's exp (Unix seconds); 0: none

  // Equal keys see the same rows (one re-read serves them all).
  [[nodiscard]] std::string key() const;
  [[nodiscard]] bool expired(std::int64_t now) const { return expires_at > 0 && now >= expires_at; }
};

// The token's viewer, roles read from user_roles. The error is the message a client is sent.
// Reads the database: call on the worker pool.
std::expected<Viewer, std::string> viewer_of(runtime::Context& ctx, std::string_view token);

// The roles a signed-in viewer holds now (issue 27: a role revoked after the join stops the rows
// it allowed at the next change). nullopt: the account no longer exists. Reads the database.
db::Result<std::optional<rest::Caller>> current_caller(runtime::Context& ctx,
                                                       const rest::Caller& caller);

}  // namespace emu::realtime
