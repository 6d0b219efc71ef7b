// A booking's status changes after it is made (respond-booking, cancel-booking), each one
// guarded statement inside the caller's transaction; its times move through booking::move
// (placement.hpp). Which answer applies when is the functions' rule; these write it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"

namespace emu::booking {

// The shop's answer `action` (confirm, decline, complete, no_show, cancel) moving the booking
// from `from` to `to`, with the shop's reason; false when the status changed meanwhile.
db::Result<bool> shop_moves(db::Connection& conn, const std::string& id, std::string_view action,
                            std::string_view to, const std::string& from,
                            const std::optional<std::string>& reason, const std::string& now);

// The customer's cancellation (cancel_reason weather or customer); false when the booking is no
// longer pending or confirmed.
db::Result<bool> customer_cancels(db::Connection& conn, const std::string& id, bool weather,
                                  const std::optional<std::string>& reason, const std::string& now);

// The shop's cancel_notice_hours (24 when unset or no such shop).
db::Result<int> cancel_notice_hours(db::Connection& conn, const std::string& shop_id);

}  // namespace emu::booking
