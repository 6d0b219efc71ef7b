// Photos of a review (issue 31; migration 0021): at most four images its author uploaded to the
// public review-photos bucket under their own folder (storage makes the 400 and 1200 px WebP
// thumbnails beside each, "<name>.w400.webp"). The review keeps the object names in order in
// reviews.photos; moderation moves them aside with the text (moderation.cpp).
#pragma once

#include <boost/json/array.hpp>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace emu::reviews {

inline constexpr std::size_t kMaxReviewPhotos = 4;

// Why `names` cannot be a review's photos for `user_id` (an API sentence for the field), or
// nullopt when each is a distinct image the user uploaded to review-photos and there are at
// most four.
db::Result<std::optional<std::string>> photos_problem(db::Connection& conn,
                                                      const std::string& user_id,
                                                      const std::vector<std::string>& names);

// The names as the photos column stores them (a JSON array).
std::string photos_json(const std::vector<std::string>& names);

// Replaces a review's photos.
db::Result<void> set_photos(db::Connection& conn, const std::string& review_id,
                            const std::vector<std::string>& names);

}  // namespace emu::reviews
