// A member's private calendar feed of a shop (salon-day.md C.2): GET /calendar/v1/<token>.ics,
// subscribed as webcal:// by Google and Apple Calendar. Only the token's SHA-256 is stored;
// rotating makes a new token and kills the old one at once. The feed holds one VEVENT per live
// booking and block of the member's calendar from 30 days back to 60 ahead, in Hong Kong time,
// summary "service · customer first name", no phone numbers.
#pragma once

#include <optional>
#include <string>

#include "db/database.hpp"
#include "domain/booking_time.hpp"

namespace emu::calendar {

inline constexpr int kDaysBack = 30;
inline constexpr int kDaysAhead = 60;

// A new token for the member's feed of the shop (staff_id: only that staff member's calendar;
// nullopt: every staff member's), replacing the one before. Returns the token (never stored).
db::Result<std::string> rotate(db::Connection& conn, const std::string& shop_id,
                               const std::string& user_id,
                               const std::optional<std::string>& staff_id, const std::string& now);

// When the member's current feed was made; nullopt: they have none.
db::Result<std::optional<std::string>> made_at(db::Connection& conn, const std::string& shop_id,
                                               const std::string& user_id);

struct Feed {
  std::string shop_id, user_id;
  std::optional<std::string> staff_id;
};

// The feed a token opens; nullopt: unknown or rotated.
db::Result<std::optional<Feed>> find(db::Connection& conn, const std::string& token);

// The feed's VCALENDAR text at `now`.
db::Result<std::string> render(db::Connection& conn, const Feed& feed, domain::Minute now);

// "webcal://host/calendar/v1/<token>.ics" from the site's public URL.
std::string feed_url(const std::string& public_url, const std::string& token);

}  // namespace emu::calendar
