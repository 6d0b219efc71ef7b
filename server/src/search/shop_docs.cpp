#include "search/shop_docs.hpp"

#include <algorithm>
#include <unordered_map>

#include "db/cells.hpp"
#include "search/sql.hpp"

namespace emu::search {
namespace {

constexpr std::size_t kIdsPerQuery = 500;

constexpr std::string_view kColumns = R"sql(
    SELECT b.id, b.name, b.name_zh, b.area, b.area_zh, b.district, b.search_text, b.min_price,
    b.rating, b.total_ratings, b.is_verified, b.merchant_id IS NULL AND b.is_claimed = false,
    b.lat, b.lng, b.phone_number, b.whatsapp, b.cover_url, b.cover_thumb_url
    FROM businesses AS b WHERE b.is_active = true)sql";

std::optional<std::string> doc_text(const boost::json::value& v) {
  if (!v.is_string()) return std::nullopt;
  return std::string(v.as_string());
}

std::optional<double> doc_number(const boost::json::value& v) {
  if (v.is_number()) return v.to_number<double>();
  if (v.is_string()) return std::strtod(std::string(v.as_string()).c_str(), nullptr);
  return std::nullopt;
}

// What search-shops' phone filter compares: the number without ' ', '-', '+', '(' and ')'.
std::string digits(const boost::json::value& v) {
  std::string out;
  if (!v.is_string()) return out;
  for (char c : v.as_string()) {
    if (c != ' ' && c != '-' && c != '+' && c != '(' && c != ')') out += c;
  }
  return out;
}

ShopDoc doc_of(const std::vector<boost::json::value>& r) {
  ShopDoc d;
  d.id = std::string(r[0].as_string());
  d.name = doc_text(r[1]).value_or("");
  d.name_zh = doc_text(r[2]);
  d.area = doc_text(r[3]);
  d.area_zh = doc_text(r[4]);
  d.district = doc_text(r[5]);
  d.search_text = doc_text(r[6]).value_or("");
  d.min_price = doc_number(r[7]);
  d.rating = doc_number(r[8]).value_or(0);
  d.total_ratings = static_cast<std::int64_t>(doc_number(r[9]).value_or(0));
  d.verified = db::boolean(r[10]);
  d.unclaimed = db::boolean(r[11]);
  d.lat = doc_number(r[12]);
  d.lng = doc_number(r[13]);
  d.phone_digits = digits(r[14]);
  d.whatsapp_digits = digits(r[15]);
  d.cover_url = r[17].is_string() ? doc_text(r[17]) : doc_text(r[16]);
  return d;
}

// Adds each shop's categories (sorted) from `rows` of (business_id, category).
void attach_categories(std::vector<ShopDoc>& docs, const db::ResultSet& rows) {
  std::unordered_map<std::string, std::size_t> at;
  for (std::size_t i = 0; i < docs.size(); ++i) at.emplace(docs[i].id, i);
  for (const auto& r : rows.rows) {
    if (!r[0].is_string() || !r[1].is_string()) continue;
    if (auto it = at.find(std::string(r[0].as_string())); it != at.end()) {
      docs[it->second].categories.emplace_back(r[1].as_string());
    }
  }
  for (auto& d : docs) std::sort(d.categories.begin(), d.categories.end());
}

}  // namespace

db::Result<std::vector<ShopDoc>> load_all_shops(db::Connection& conn) {
  auto rows = conn.query(kColumns);
  if (!rows) return std::unexpected(rows.error());
  std::vector<ShopDoc> docs;
  docs.reserve(rows->rows.size());
  for (const auto& r : rows->rows) docs.push_back(doc_of(r));
  auto cats = conn.query(sql::kAllCategories);
  if (!cats) return std::unexpected(cats.error());
  attach_categories(docs, *cats);
  return docs;
}

db::Result<std::vector<ShopDoc>> load_shops(db::Connection& conn,
                                            const std::vector<std::string>& ids) {
  std::vector<ShopDoc> docs;
  for (std::size_t from = 0; from < ids.size(); from += kIdsPerQuery) {
    const auto to = std::min(ids.size(), from + kIdsPerQuery);
    std::vector<db::Param> params;
    std::string in;
    for (auto i = from; i < to; ++i) {
      params.emplace_back(ids[i]);
      in += (in.empty() ? "$" : ", $") + std::to_string(params.size());
    }
    auto rows = conn.query(std::string(kColumns) + " AND b.id IN (" + in + ")", params);
    if (!rows) return std::unexpected(rows.error());
    std::vector<ShopDoc> batch;
    for (const auto& r : rows->rows) batch.push_back(doc_of(r));
    auto cats = conn.query(std::string(sql::kCategoriesIn) + in + ")", params);
    if (!cats) return std::unexpected(cats.error());
    attach_categories(batch, *cats);
    std::move(batch.begin(), batch.end(), std::back_inserter(docs));
  }
  return docs;
}

}  // namespace emu::search
