#include "reviews/review_store.hpp"

#include <boost/json/parse.hpp>

#include "db/cells.hpp"
#include "domain/display_name.hpp"
#include "reviews/review_photos.hpp"
#include "reviews/sql.hpp"

namespace emu::reviews {
namespace {

db::Param nullable(const boost::json::value& v) {
  return v.is_null() ? db::Param(nullptr) : db::Param(db::text(v));
}
db::Param nullable(const std::optional<std::string>& v) {
  return v ? db::Param(*v) : db::Param(nullptr);
}

// When the visit was: its start, else (a legacy booking) its HKT day, else its completion.
std::optional<domain::Minute> visit_time(const std::vector<boost::json::value>& row) {
  auto instant = [](const boost::json::value& v) -> std::optional<domain::Minute> {
    if (!v.is_string()) return std::nullopt;
    return domain::parse_db_instant(v.as_string());
  };
  if (auto at = instant(row[5])) return at;
  if (auto day = domain::parse_date(db::text(row[7]).substr(0, 10))) {
    return domain::hk_midnight(*day);
  }
  return instant(row[6]);
}

}  // namespace

db::Result<std::optional<boost::json::object>> find_review(db::Connection& conn,
                                                           const std::string& id) {
  return db::first_object(conn, sql::kFindReview, {id});
}

boost::json::object review_json(boost::json::object row) {
  if (auto* v = row.if_contains("rating")) *v = db::integer(*v);
  if (auto* v = row.if_contains("photos"); v && v->is_string()) {
    boost::system::error_code ec;
    auto parsed = boost::json::parse(v->as_string(), ec);
    *v = !ec && parsed.is_array() ? std::move(parsed) : boost::json::array();
  }
  return row;
}

db::Result<std::optional<boost::json::object>> rating_summary(db::Connection& conn,
                                                              const std::string& shop_id) {
  auto shop = db::run(conn, sql::kActiveShopRating, {shop_id});
  if (!shop) return std::unexpected(shop.error());
  if (shop->rows.empty()) return std::optional<boost::json::object>();
  auto counts = db::run(conn, sql::kStarCounts, {shop_id});
  if (!counts) return std::unexpected(counts.error());
  boost::json::object distribution{{"1", 0}, {"2", 0}, {"3", 0}, {"4", 0}, {"5", 0}};
  for (const auto& row : counts->rows) {
    const auto stars = db::integer(row[0]);
    if (stars >= 1 && stars <= 5) distribution[std::to_string(stars)] = db::integer(row[1]);
  }
  return std::optional<boost::json::object>(
      boost::json::object{{"shopId", shop_id},
                          {"rating", db::real(shop->rows[0][0])},
                          {"total_ratings", db::integer(shop->rows[0][1])},
                          {"distribution", std::move(distribution)}});
}

db::Result<void> recompute_rating(db::Connection& conn, const std::string& shop_id) {
  return db::done(db::run(conn, sql::kRecomputeRating, {shop_id}));
}

db::Result<void> recompute_all_ratings(db::Connection& conn) {
  return db::done(db::run(conn, sql::kRecomputeAllRatings));
}

db::Result<std::string> author_display_name(db::Connection& conn, const std::string& user_id) {
  auto r = db::run(conn, sql::kAuthorName, {user_id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::string();
  std::string name;
  if (const auto& meta = r->rows[0][0]; meta.is_object()) {
    if (const auto* n = meta.as_object().if_contains("name"); n && n->is_string()) {
      name = std::string(n->as_string());
    }
  }
  if (name.find_first_not_of(" \t") == std::string::npos) name = db::text(r->rows[0][1]);
  return domain::review_display_name(name);
}

db::Result<void> fill_snapshots(db::Connection& conn) {
  if (auto services = db::run(conn, sql::kFillServiceNames); !services) {
    return std::unexpected(services.error());
  }
  auto authors = db::run(conn, sql::kAuthorsWithoutName);
  if (!authors) return std::unexpected(authors.error());
  for (const auto& row : authors->rows) {
    const auto user_id = db::text(row[0]);
    auto name = author_display_name(conn, user_id);
    if (!name) return std::unexpected(name.error());
    if (name->empty()) continue;
    if (auto set = db::run(conn, sql::kFillAuthorName, {*name, user_id}); !set) {
      return std::unexpected(set.error());
    }
  }
  return {};
}

db::Result<std::vector<std::string>> shops_reviewed_by(db::Connection& conn,
                                                       const std::string& user_id) {
  auto r = db::run(conn, sql::kShopsReviewedBy, {user_id});
  if (!r) return std::unexpected(r.error());
  std::vector<std::string> out;
  for (const auto& row : r->rows) out.push_back(db::text(row[0]));
  return out;
}

db::Result<std::optional<Visit>> find_visit(db::Connection& conn, const std::string& booking_id) {
  return db::first_row(conn, sql::kVisit, {booking_id}, [](const auto& row) {
    return Visit{db::text(row[0]), db::text(row[1]), db::text(row[4]), row[2],
                 row[3],           row[8],           row[9],           visit_time(row)};
  });
}

db::Result<bool> booking_reviewed(db::Connection& conn, const std::string& booking_id) {
  return db::any_row(conn, sql::kReviewOfBooking, {booking_id});
}

db::Result<void> insert_review(db::Connection& conn, const NewReview& review, const Visit& visit) {
  return db::done(
      db::run(conn, sql::kInsertReview,
              {review.id, review.user_id, visit.shop_id, nullable(visit.service_id),
               review.booking_id, nullable(visit.staff_id), std::int64_t{review.rating},
               nullable(review.comment), nullable(review.author_name), nullable(visit.service_name),
               nullable(visit.service_name_zh), review.now, photos_json(review.photos)}));
}

db::Result<void> edit_review(db::Connection& conn, const std::string& id, int rating,
                             const std::optional<std::string>& comment, const std::string& now) {
  return db::done(
      db::run(conn, sql::kEditReview, {std::int64_t{rating}, nullable(comment), now, id}));
}

db::Result<bool> set_reply(db::Connection& conn, const std::string& id, const std::string& reply,
                           const std::string& now, const std::string& by, bool edit) {
  return db::changed_one(
      db::run(conn, edit ? sql::kEditReply : sql::kSetReply, {reply, now, by, id}));
}

}  // namespace emu::reviews
