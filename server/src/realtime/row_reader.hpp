// The one rule of Realtime's privacy: a subscriber is sent a row only as the data API would
// answer them GET /rest/v1/<table>?id=in.(<id>)&<their filter> at that moment, through the same
// parser, policies (rest/policy.cpp) and column rules; a row they cannot select is never sent.
#pragma once

#include <boost/json/object.hpp>
#include <expected>
#include <optional>
#include <string>
#include <string_view>

#include "rest/error.hpp"
#include "rest/policy.hpp"
#include "runtime/context.hpp"

namespace emu::realtime {

// A channel filter as realtime-js sends it ("shop_id=eq.<uuid>"; eq, neq, lt, lte, gt, gte,
// in) as a data API query parameter; empty stays empty. The error is the client's message.
std::expected<std::string, std::string> filter_query(std::string_view filter);

// The row as `caller` may read it; nullopt when policies or the filter hide it. The error is
// the data API's (42501: no right to read the table at all; PGRST/42703: unknown column, ...).
// Blocking: worker pool or feed thread.
std::expected<std::optional<boost::json::object>, rest::RestError> read_row(
    runtime::Context& ctx, const rest::Caller& caller, std::string_view table, std::string_view id,
    std::string_view filter_query);

}  // namespace emu::realtime
