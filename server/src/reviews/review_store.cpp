#include "reviews/review_store.hpp"

#include "booking/cells.hpp"
#include "domain/display_name.hpp"

namespace emu::reviews {
namespace {

constexpr std::string_view kColumns =
    "id, user_id, shop_id, service_id, booking_id, staff_id, rating, comment, status, "
    "author_name, service_name, service_name_zh, merchant_reply, merchant_reply_at, "
    "merchant_reply_by, edited_at, created_at, updated_at";

}  // namespace

db::Result<std::optional<boost::json::object>> find_review(db::Connection& conn,
                                                           const std::string& id) {
  static const std::string sql = "SELECT " + std::string(kColumns) + " FROM reviews WHERE id = $1";
  auto r = booking::run(conn, sql, {id});
  if (!r) return std::unexpected(r.error());
  auto rows = r->to_objects();
  if (rows.empty()) return std::optional<boost::json::object>();
  return std::optional<boost::json::object>(rows[0].as_object());
}

boost::json::object review_json(boost::json::object row) {
  if (auto* v = row.if_contains("rating")) *v = booking::integer(*v);
  return row;
}

db::Result<void> recompute_rating(db::Connection& conn, const std::string& shop_id) {
  static const std::string visible =
      "FROM reviews AS r WHERE r.shop_id = $1 AND r.status IN " + std::string(kVisibleStatuses);
  static const std::string sql =
      "UPDATE businesses SET rating = COALESCE((SELECT ROUND(AVG(r.rating), 2) " + visible +
      "), 0), total_ratings = (SELECT COUNT(*) " + visible + ") WHERE id = $1";
  auto r = booking::run(conn, sql, {shop_id});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<std::string> author_display_name(db::Connection& conn, const std::string& user_id) {
  auto r = booking::run(conn,
                        "SELECT u.raw_user_meta_data, p.name FROM users u LEFT JOIN "
                        "user_profiles p ON p.user_id = u.id WHERE u.id = $1",
                        {user_id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::string();
  std::string name;
  if (const auto& meta = r->rows[0][0]; meta.is_object()) {
    if (const auto* n = meta.as_object().if_contains("name"); n && n->is_string()) {
      name = std::string(n->as_string());
    }
  }
  if (name.find_first_not_of(" \t") == std::string::npos) name = booking::text(r->rows[0][1]);
  return domain::review_display_name(name);
}

db::Result<void> fill_snapshots(db::Connection& conn) {
  auto services = booking::run(
      conn,
      "UPDATE reviews SET service_name = (SELECT s.name FROM services s WHERE s.id = "
      "reviews.service_id), service_name_zh = (SELECT s.name_zh FROM services s WHERE s.id = "
      "reviews.service_id) WHERE service_name IS NULL AND service_id IS NOT NULL");
  if (!services) return std::unexpected(services.error());
  auto authors =
      booking::run(conn, "SELECT DISTINCT user_id FROM reviews WHERE author_name IS NULL");
  if (!authors) return std::unexpected(authors.error());
  for (const auto& row : authors->rows) {
    const auto user_id = booking::text(row[0]);
    auto name = author_display_name(conn, user_id);
    if (!name) return std::unexpected(name.error());
    if (name->empty()) continue;
    auto set = booking::run(
        conn, "UPDATE reviews SET author_name = $1 WHERE user_id = $2 AND author_name IS NULL",
        {*name, user_id});
    if (!set) return std::unexpected(set.error());
  }
  return {};
}

db::Result<std::vector<std::string>> shops_reviewed_by(db::Connection& conn,
                                                       const std::string& user_id) {
  auto r = booking::run(conn, "SELECT DISTINCT shop_id FROM reviews WHERE user_id = $1", {user_id});
  if (!r) return std::unexpected(r.error());
  std::vector<std::string> out;
  for (const auto& row : r->rows) out.push_back(booking::text(row[0]));
  return out;
}

}  // namespace emu::reviews
