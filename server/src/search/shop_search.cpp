#include "search/shop_search.hpp"

#include <algorithm>
#include <atomic>
#include <boost/json/array.hpp>
#include <chrono>
#include <cmath>
#include <mutex>
#include <numbers>

#include "db/cells.hpp"
#include "domain/enums.hpp"
#include "search/grams.hpp"
#include "search/normalize.hpp"
#include "search/ranking.hpp"
#include "search/sql.hpp"

namespace emu::search {
namespace {

constexpr std::int64_t kMaxLimit = 50;
constexpr std::int64_t kMaxOffset = 10000;
constexpr std::size_t kMaxQueryChars = 100;

std::optional<std::string> text(const boost::json::object& body, std::string_view key,
                                bool& wrong_type) {
  const auto* v = body.if_contains(key);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_string()) {
    wrong_type = true;
    return std::nullopt;
  }
  std::string s(v->as_string());
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return std::nullopt;
  s = s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
  return s;
}

// A number given as a JSON number or a numeric string; wrong_type on anything else.
std::optional<double> number(const boost::json::object& body, std::string_view key,
                             bool& wrong_type) {
  const auto* v = body.if_contains(key);
  if (!v || v->is_null()) return std::nullopt;
  if (v->is_number()) return v->to_number<double>();
  if (v->is_string() && !v->as_string().empty()) {
    const std::string s(v->as_string());
    char* end = nullptr;
    const double d = std::strtod(s.c_str(), &end);
    if (end && *end == '\0' && std::isfinite(d)) return d;
  }
  wrong_type = true;
  return std::nullopt;
}

std::expected<std::int64_t, ParamError> whole(const boost::json::object& body, std::string_view key,
                                              std::int64_t fallback, std::int64_t lo,
                                              std::int64_t hi) {
  bool wrong = false;
  const auto d = number(body, key, wrong);
  const std::string name(key);
  if (wrong || (d && (*d != std::floor(*d) || *d < static_cast<double>(lo) ||
                      *d > static_cast<double>(hi)))) {
    return std::unexpected(ParamError{name, name + " must be a whole number from " +
                                                std::to_string(lo) + " to " + std::to_string(hi)});
  }
  return d ? static_cast<std::int64_t>(*d) : fallback;
}

// LIKE '%term%' with the pattern characters of the term escaped (ESCAPE '\').
std::string like_pattern(std::string_view term) {
  std::string out = "%";
  for (char c : term) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out + "%";
}

// One FTS5 phrase: the term in double quotes, quotes doubled, so no query syntax survives.
std::string fts_phrase(std::string_view term) {
  std::string out = "\"";
  for (char c : term) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

using db::real;

boost::json::value number_or_null(const boost::json::value& v) {
  if (v.is_null()) return nullptr;
  return real(v);
}

// The platform mean m of the Bayesian average: refreshed at most once a minute.
db::Result<double> platform_mean(db::Connection& conn) {
  static std::mutex mutex;
  static double mean = 0;
  static std::chrono::steady_clock::time_point read_at{};
  const auto now = std::chrono::steady_clock::now();
  {
    std::lock_guard lock(mutex);
    if (read_at != std::chrono::steady_clock::time_point{} &&
        now - read_at < std::chrono::seconds(60)) {
      return mean;
    }
  }
  auto rows = conn.query(sql::kRatingPrior);
  if (!rows) return std::unexpected(rows.error());
  const auto& row = rows->rows.at(0);
  const double n = row[1].is_null() ? 0 : real(row[1]);
  const double m = n > 0 ? real(row[0]) / n : 0;
  std::lock_guard lock(mutex);
  mean = m;
  read_at = now;
  return mean;
}

struct Query {
  std::string where;
  std::vector<db::Param> params;
  std::string bind(db::Param p) {
    params.push_back(std::move(p));
    return "$" + std::to_string(params.size());
  }
};

}  // namespace

std::expected<SearchParams, ParamError> parse_params(const boost::json::object& body) {
  SearchParams p;
  bool wrong = false;
  auto fail = [](std::string field, std::string message) {
    return std::unexpected(ParamError{std::move(field), std::move(message)});
  };
  p.q = text(body, "q", wrong).value_or("");
  if (wrong) return fail("q", "q must be text");
  if (char_count(p.q) > kMaxQueryChars) return fail("q", "q is longer than 100 characters");
  p.district = text(body, "district", wrong);
  if (wrong || (p.district && !domain::is_valid(domain::districts(), *p.district))) {
    return fail("district", "district must be one of the 18 districts (English name)");
  }
  p.category = text(body, "category", wrong);
  if (wrong || (p.category && !domain::is_valid(domain::categories(), *p.category))) {
    return fail("category", "category must be hair, nails, skincare, makeup, massage or spa");
  }
  p.area = text(body, "area", wrong);
  if (wrong || (p.area && char_count(*p.area) > 50)) return fail("area", "area must be short text");
  p.sort = text(body, "sort", wrong).value_or("relevance");
  if (wrong ||
      (p.sort != "relevance" && p.sort != "rating" && p.sort != "price" && p.sort != "distance")) {
    return fail("sort", "sort must be relevance, rating, price or distance");
  }
  p.price_min = number(body, "price_min", wrong);
  if (wrong || (p.price_min && *p.price_min < 0))
    return fail("price_min", "price_min must be 0 or more");
  p.price_max = number(body, "price_max", wrong);
  if (wrong || (p.price_max && *p.price_max < 0))
    return fail("price_max", "price_max must be 0 or more");
  p.min_rating = number(body, "min_rating", wrong);
  if (wrong || (p.min_rating && (*p.min_rating < 0 || *p.min_rating > 5))) {
    return fail("min_rating", "min_rating must be from 0 to 5");
  }
  for (auto [key, flag] : {std::pair<std::string_view, bool*>{"verified", &p.verified_only},
                           std::pair<std::string_view, bool*>{"unclaimed", &p.unclaimed_only}}) {
    if (const auto* v = body.if_contains(key); v && !v->is_null()) {
      if (v->is_bool()) {
        *flag = v->as_bool();
      } else if (v->is_string() && (v->as_string() == "true" || v->as_string() == "false")) {
        *flag = v->as_string() == "true";
      } else {
        return fail(std::string(key), std::string(key) + " must be true or false");
      }
    }
  }
  if (auto phone = text(body, "phone", wrong); wrong) {
    return fail("phone", "phone must be 4 to 20 digits");
  } else if (phone) {
    std::string digits;
    for (char c : *phone) {
      if (c >= '0' && c <= '9') {
        digits += c;
      } else if (c != ' ' && c != '-' && c != '+' && c != '(' && c != ')') {
        return fail("phone", "phone must be 4 to 20 digits");
      }
    }
    if (digits.size() < 4 || digits.size() > 20)
      return fail("phone", "phone must be 4 to 20 digits");
    p.phone_digits = std::move(digits);
  }
  p.lat = number(body, "lat", wrong);
  if (wrong || (p.lat && (*p.lat < -90 || *p.lat > 90)))
    return fail("lat", "lat must be from -90 to 90");
  p.lng = number(body, "lng", wrong);
  if (wrong || (p.lng && (*p.lng < -180 || *p.lng > 180))) {
    return fail("lng", "lng must be from -180 to 180");
  }
  if (p.lat.has_value() != p.lng.has_value()) return fail("lat", "lat and lng go together");
  if (p.sort == "distance" && !p.lat) return fail("lat", "sort=distance needs lat and lng");
  if (auto r = number(body, "radius_km", wrong); wrong || (r && (*r <= 0 || *r > 100))) {
    return fail("radius_km", "radius_km must be more than 0 and at most 100");
  } else if (r) {
    p.radius_km = *r;
  }
  auto limit = whole(body, "limit", 20, 1, kMaxLimit);
  if (!limit) return std::unexpected(limit.error());
  p.limit = *limit;
  auto offset = whole(body, "offset", 0, 0, kMaxOffset);
  if (!offset) return std::unexpected(offset.error());
  p.offset = *offset;
  return p;
}

db::Result<boost::json::object> search_shops(db::Connection& conn, const SearchParams& p,
                                             std::optional<double> given_mean) {
  const bool pg = conn.dialect() == db::Dialect::postgres;
  Query q;
  std::string& w = q.where;
  w = "b.is_active = true";
  if (p.district) w += " AND b.district = " + q.bind(*p.district);
  if (p.area) {
    const auto a = q.bind(*p.area);
    w += " AND (b.area = " + a + " OR b.area_zh = " + a + ")";
  }
  if (p.category) {
    w += " AND b.id IN (SELECT bc.business_id FROM business_categories AS bc WHERE bc.category = " +
         q.bind(*p.category) + ")";
  }
  if (p.price_min) w += " AND b.min_price >= " + q.bind(*p.price_min);
  if (p.price_max) w += " AND b.min_price <= " + q.bind(*p.price_max);
  if (p.min_rating) w += " AND b.rating >= " + q.bind(*p.min_rating);
  if (p.verified_only) w += " AND b.is_verified = true";
  if (p.unclaimed_only) w += " AND b.merchant_id IS NULL AND b.is_claimed = false";
  if (p.phone_digits) {
    const auto like = q.bind("%" + *p.phone_digits + "%");
    auto digits = [](std::string_view column) {
      return "replace(replace(replace(replace(replace(coalesce(" + std::string(column) +
             ", ''), ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')";
    };
    w += " AND (" + digits("b.phone_number") + " LIKE " + like + " OR " + digits("b.whatsapp") +
         " LIKE " + like + ")";
  }
  const std::string normalized = normalize(p.q);
  for (const auto& term : split_terms(normalized)) {
    if (!served_by_grams(term) && !pg) {
      w += " AND b.rowid IN (SELECT rowid FROM businesses_fts WHERE businesses_fts MATCH " +
           q.bind(fts_phrase(term)) + ")";
    } else if (!served_by_grams(term)) {
      // PostgreSQL: LIKE is served by the GIN trigram index.
      w += " AND b.search_text LIKE " + q.bind(like_pattern(term)) + " ESCAPE '\\'";
    } else {
      // 1-2 characters: neither text index can serve them; search_grams can (grams.hpp),
      // a B-tree lookup with the same SQL on both engines.
      w += " AND b.id IN (SELECT g.business_id FROM search_grams AS g WHERE g.gram = " +
           q.bind(term) + ")";
    }
  }
  double cos_lat = 1, lat = 0, lng = 0;
  if (p.lat && p.lng) {
    lat = *p.lat;
    lng = *p.lng;
    cos_lat = std::cos(lat * std::numbers::pi / 180);
    const double dlat = p.radius_km / kKmPerDegree;
    const double dlng = p.radius_km / (kKmPerDegree * std::max(cos_lat, 0.01));
    w += " AND b.lat BETWEEN " + q.bind(lat - dlat) + " AND " + q.bind(lat + dlat) +
         " AND b.lng BETWEEN " + q.bind(lng - dlng) + " AND " + q.bind(lng + dlng);
  }

  auto mean = given_mean ? db::Result<double>(*given_mean) : platform_mean(conn);
  if (!mean) return std::unexpected(mean.error());
  Query page = q;
  const std::string bayes = "((" + page.bind(kPrior * *mean) +
                            " + b.rating * b.total_ratings) / (" + page.bind(kPrior) +
                            " + b.total_ratings))";
  std::string distance2 = "0";
  if (p.sort == "distance") {
    const auto la = page.bind(lat), ln = page.bind(lng), c = page.bind(cos_lat);
    distance2 = "((b.lng - " + ln + ") * " + c + " * (b.lng - " + ln + ") * " + c + " + (b.lat - " +
                la + ") * (b.lat - " + la + "))";
  }
  std::string order;
  if (p.sort == "rating") {
    order = bayes + " DESC, b.total_ratings DESC";
  } else if (p.sort == "price") {
    order = "b.min_price IS NULL, b.min_price ASC, " + bayes + " DESC";
  } else if (p.sort == "distance") {
    order = distance2 + " ASC, " + bayes + " DESC";  // every bound value is used
  } else if (!normalized.empty()) {
    // Relevance: the name starts with the query, then contains it, then the rest.
    const auto starts = page.bind(like_pattern(normalized).substr(1));
    const auto contains = page.bind(like_pattern(normalized));
    // Both names are lowered, so "glow" ranks 「GLOW 美甲」 alike on both engines (SQLite's
    // LIKE ignores ASCII case, PostgreSQL's does not).
    order = "CASE WHEN lower(b.name) LIKE " + starts + " ESCAPE '\\' OR lower(b.name_zh) LIKE " +
            starts + " ESCAPE '\\' THEN 0 WHEN lower(b.name) LIKE " + contains +
            " ESCAPE '\\' OR lower(b.name_zh) LIKE " + contains +
            " ESCAPE '\\' THEN 1 ELSE 2 END, " + bayes + " DESC";
  } else {
    order = bayes + " DESC";
  }
  order += ", b.id";
  // First the page's ids in order (the sort carries only what it needs; the listing index of
  // 0014 covers it when no other filter is given), then those shops' fields.
  const std::string page_sql = std::string(sql::kPageIdsWhere) + w + " ORDER BY " + order +
                               " LIMIT " + page.bind(p.limit) + " OFFSET " + page.bind(p.offset);
  auto rows = conn.query(page_sql, page.params);
  if (!rows) return std::unexpected(rows.error());
  // The total: a short page (or an empty first page) says it without counting; otherwise it
  // is counted on its own, which needs no sort (a count with the page, count(*) OVER (), made
  // both engines sort every match instead of keeping the best limit + offset).
  const auto returned = static_cast<std::int64_t>(rows->rows.size());
  std::int64_t total = p.offset + returned;
  if ((returned > 0 || p.offset > 0) && (returned == p.limit || returned == 0)) {
    auto counted = conn.query(std::string(sql::kCountWhere) + w, q.params);
    if (!counted) return std::unexpected(counted.error());
    total = static_cast<std::int64_t>(real(counted->rows.at(0).at(0)));
  }

  std::vector<db::Param> ids;
  std::string in;
  for (const auto& r : rows->rows) {
    ids.emplace_back(std::string(r[0].as_string()));
    in += (in.empty() ? "$" : ", $") + std::to_string(ids.size());
  }
  boost::json::array shops;
  if (ids.empty()) return boost::json::object{{"total", total}, {"shops", std::move(shops)}};
  auto details = conn.query(std::string(sql::kShopCardsIn) + in + ")", ids);
  if (!details) return std::unexpected(details.error());
  for (const auto& id : rows->rows) {
    const auto found = std::find_if(details->rows.begin(), details->rows.end(),
                                    [&](const auto& r) { return r[0] == id[0]; });
    if (found == details->rows.end()) continue;
    const auto& r = *found;
    boost::json::object s{{"id", r[0]},
                          {"name", r[1]},
                          {"name_zh", r[2]},
                          {"area", r[3]},
                          {"area_zh", r[4]},
                          {"district", r[5]},
                          {"categories", boost::json::array{}},
                          {"rating", real(r[6])},
                          {"total_ratings", static_cast<std::int64_t>(real(r[7]))},
                          {"min_price", number_or_null(r[8])},
                          {"is_verified", db::boolean(r[9])},
                          {"cover_url", r[13].is_string() ? r[13] : r[10]}};
    if (p.lat && !r[11].is_null() && !r[12].is_null()) {
      const double x = (real(r[12]) - lng) * cos_lat, y = real(r[11]) - lat;
      s["distance_km"] = std::round(std::sqrt(x * x + y * y) * kKmPerDegree * 100) / 100;
    }
    shops.push_back(std::move(s));
  }
  {
    auto cats = conn.query(std::string(sql::kCategoriesIn) + in + ") ORDER BY category", ids);
    if (!cats) return std::unexpected(cats.error());
    for (auto& s : shops) {
      auto& list = s.as_object()["categories"].as_array();
      for (const auto& c : cats->rows) {
        if (c[0] == s.as_object()["id"]) list.push_back(c[1]);
      }
    }
  }
  return boost::json::object{{"total", total}, {"shops", std::move(shops)}};
}

namespace {
std::atomic<bool> g_engine_ready{true};
}  // namespace

void set_engine_ready(bool ready) { g_engine_ready = ready; }
bool engine_ready() { return g_engine_ready; }

db::Result<bool> engine_can_search(db::Connection& conn) {
  if (conn.dialect() != db::Dialect::postgres) return true;
  auto rows = conn.query(sql::kTrgmSchema);
  if (!rows) return std::unexpected(rows.error());
  if (rows->rows.empty()) return false;
  // The schema name comes from the catalogue; quoted as an identifier.
  std::string schema(rows->rows[0][0].as_string());
  std::string quoted = "\"";
  for (char c : schema) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  quoted += "\"";
  auto trgm =
      conn.query(std::string(sql::kTrgmProbeHead) + quoted + std::string(sql::kTrgmProbeTail));
  if (!trgm) return std::unexpected(trgm.error());
  return db::boolean(trgm->rows.at(0).at(0));
}

}  // namespace emu::search
