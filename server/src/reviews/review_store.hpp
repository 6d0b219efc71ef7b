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
#include "domain/booking_time.hpp"

namespace emu::reviews {

inline constexpr int kReviewWindowDays = 90;  // a visit can be reviewed this long
inline constexpr int kEditWindowDays = 30;    // a review can be edited this long

// The review as stored (every column of the table), or nullopt.
db::Result<std::optional<boost::json::object>> find_review(db::Connection& conn,
                                                           const std::string& id);
// The answer's shape: rating an integer, photos an array (SQLite keeps JSON as text).
boost::json::object review_json(boost::json::object row);

// The shop's rating, total_ratings and its visible reviews counted by stars, as review-summary
// answers it ({shopId, rating, total_ratings, distribution: {"1": n, ..., "5": n}}); nullopt
// when there is no active shop of that id.
db::Result<std::optional<boost::json::object>> rating_summary(db::Connection& conn,
                                                              const std::string& shop_id);

// rating = the average (2 decimals, 0 without reviews) and total_ratings = the count of the
// shop's visible reviews.
db::Result<void> recompute_rating(db::Connection& conn, const std::string& shop_id);

// Every shop's rating and total_ratings at once (the demo seed, after loading reviews).
db::Result<void> recompute_all_ratings(db::Connection& conn);

// The name a review shows for its author (domain/display_name.hpp) from the account's
// metadata name, else its profile name; "" when neither is set.
db::Result<std::string> author_display_name(db::Connection& conn, const std::string& user_id);

// Fills author_name, service_name and service_name_zh of reviews that lack them (reviews
// written before the snapshots existed, demo data).
db::Result<void> fill_snapshots(db::Connection& conn);

// The shops a user reviewed (before the account goes: its reviews go with it).
db::Result<std::vector<std::string>> shops_reviewed_by(db::Connection& conn,
                                                       const std::string& user_id);

// The visit a review is written for (a booking), as submit-review checks it.
struct Visit {
  std::string user_id, shop_id, status;
  boost::json::value service_id, staff_id, service_name, service_name_zh;  // null when unset
  std::optional<domain::Minute> when;  // its start, else its HKT day, else its completion
};
db::Result<std::optional<Visit>> find_visit(db::Connection& conn, const std::string& booking_id);
// True when the booking already has its review.
db::Result<bool> booking_reviewed(db::Connection& conn, const std::string& booking_id);

struct NewReview {
  std::string id, user_id, booking_id, now;
  int rating = 0;
  std::optional<std::string> comment, author_name;  // nullopt: none
  std::vector<std::string> photos;  // object names in review-photos (review_photos.hpp)
};
// A published review of the visit, with the visit's service names as its snapshot. A second
// review of one booking fails with 23505 (UNIQUE booking_id).
db::Result<void> insert_review(db::Connection& conn, const NewReview& review, const Visit& visit);
// An author's edit: rating, comment and edited_at.
db::Result<void> edit_review(db::Connection& conn, const std::string& id, int rating,
                             const std::optional<std::string>& comment, const std::string& now);
// The shop's one public reply; false when the review already has one. edit: the shop corrects
// its reply instead; false when there is none yet.
db::Result<bool> set_reply(db::Connection& conn, const std::string& id, const std::string& reply,
                           const std::string& now, const std::string& by, bool edit = false);

}  // namespace emu::reviews
