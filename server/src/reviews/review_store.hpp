// The reviews table (marketplace.md C.4.2): reading a review, and keeping the shop's rating
// and total_ratings equal to the average and count of its visible reviews (published, and
// text_removed: the stars stay). Every review change recomputes them from the rows in the
// change's own transaction; nothing increments.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace emu::reviews {

inline constexpr int kReviewWindowDays = 90;  // a visit can be reviewed this long
inline constexpr int kEditWindowDays = 30;    // a review can be edited this long
// The statuses the public sees and the rating counts.
inline constexpr std::string_view kVisibleStatuses = "('published', 'text_removed')";

// The review as stored (every column of the table), or nullopt.
db::Result<std::optional<boost::json::object>> find_review(db::Connection& conn,
                                                           const std::string& id);
// The answer's shape: rating an integer.
boost::json::object review_json(boost::json::object row);

// rating = the average (2 decimals, 0 without reviews) and total_ratings = the count of the
// shop's visible reviews.
db::Result<void> recompute_rating(db::Connection& conn, const std::string& shop_id);

// The name a review shows for its author (domain/display_name.hpp) from the account's
// metadata name, else its profile name; "" when neither is set.
db::Result<std::string> author_display_name(db::Connection& conn, const std::string& user_id);

// Fills author_name, service_name and service_name_zh of reviews that lack them (reviews
// written before the snapshots existed, demo data).
db::Result<void> fill_snapshots(db::Connection& conn);

// The shops a user reviewed (before the account goes: its reviews go with it).
db::Result<std::vector<std::string>> shops_reviewed_by(db::Connection& conn,
                                                       const std::string& user_id);

}  // namespace emu::reviews
