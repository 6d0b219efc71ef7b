// A booking's status and time changes after it is made (respond-booking, cancel-booking,
// reschedule-booking, create-booking's expiry), each one guarded statement inside the caller's
// transaction. Which move applies when is the functions' rule; these write it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"
#include "domain/booking_time.hpp"

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

// The booking's new staff member and times (its cells are the caller's).
db::Result<void> move_booking(db::Connection& conn, const std::string& id,
                              const std::string& staff_id, domain::Minute start, int duration_min,
                              domain::Minute occupied_until, const std::string& now);

// When an unanswered request expires.
db::Result<void> set_expiry(db::Connection& conn, const std::string& id,
                            const std::string& expires_at);

// The shop's cancel_notice_hours (24 when unset or no such shop).
db::Result<int> cancel_notice_hours(db::Connection& conn, const std::string& shop_id);

}  // namespace emu::booking
