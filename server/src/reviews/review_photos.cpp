#include "reviews/review_photos.hpp"

#include <algorithm>
#include <boost/json/serialize.hpp>

#include "db/cells.hpp"
#include "reviews/sql.hpp"

namespace emu::reviews {

db::Result<std::optional<std::string>> photos_problem(db::Connection& conn,
                                                      const std::string& user_id,
                                                      const std::vector<std::string>& names) {
  if (names.size() > kMaxReviewPhotos) {
    return std::optional<std::string>("photos must be at most 4 images");
  }
  auto sorted = names;
  std::ranges::sort(sorted);
  if (std::ranges::adjacent_find(sorted) != sorted.end()) {
    return std::optional<std::string>("photos must not repeat an image");
  }
  for (const auto& name : names) {
    auto found = db::run(conn, sql::kOwnReviewPhoto, {user_id, name});
    if (!found) return std::unexpected(found.error());
    if (found->rows.empty()) {
      return std::optional<std::string>("photos must be images you uploaded to review-photos");
    }
  }
  return std::optional<std::string>();
}

std::string photos_json(const std::vector<std::string>& names) {
  boost::json::array out;
  for (const auto& n : names) out.emplace_back(n);
  return boost::json::serialize(out);
}

db::Result<void> set_photos(db::Connection& conn, const std::string& review_id,
                            const std::vector<std::string>& names) {
  auto r = db::run(conn, sql::kSetPhotos, {photos_json(names), review_id});
  if (!r) return std::unexpected(r.error());
  return {};
}

}  // namespace emu::reviews
