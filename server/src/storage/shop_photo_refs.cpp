#include "storage/shop_photo_refs.hpp"

#include <boost/json/parse.hpp>

#include "common/url_decode.hpp"
#include "db/cells.hpp"
#include "storage/objects_repo.hpp"
#include "storage/sql.hpp"
#include "storage/thumbnails.hpp"

namespace emu::storage {
namespace {

constexpr std::string_view kBucket = "shop-photos";
constexpr std::string_view kPublicPrefix = "/storage/v1/object/public/shop-photos/";

using db::run;

// The original of a thumbnail name ("a.jpg.w400.webp" -> "a.jpg"); other names as they are.
std::string original_of(std::string name) {
  if (!is_thumbnail_name(name)) return name;
  return name.substr(0, name.rfind(".w"));
}

void add_url(std::set<std::string>& into, const std::string& shop, const boost::json::value& v) {
  if (!v.is_string()) return;
  auto name = shop_photo_name(v.as_string());
  if (name.starts_with(shop + "/")) into.insert(original_of(std::move(name)));
}

// A JSON array column: parsed by the PostgreSQL driver, JSON text on SQLite.
void add_urls(std::set<std::string>& into, const std::string& shop, const boost::json::value& v) {
  boost::json::value parsed;
  const boost::json::value* list = &v;
  if (v.is_string()) {
    boost::system::error_code ec;
    parsed = boost::json::parse(v.as_string(), ec);
    if (ec) return;
    list = &parsed;
  }
  if (!list->is_array()) return;
  for (const auto& url : list->as_array()) add_url(into, shop, url);
}

}  // namespace

bool references_shop_photos(std::string_view table) {
  return table == "businesses" || table == "staff";
}

std::string shop_photo_name(std::string_view url) {
  if (auto scheme = url.find("://"); scheme != std::string_view::npos) {
    auto path = url.find('/', scheme + 3);
    if (path == std::string_view::npos) return {};
    url.remove_prefix(path);
  }
  if (!url.starts_with(kPublicPrefix)) return {};
  url.remove_prefix(kPublicPrefix.size());
  url = url.substr(0, url.find_first_of("?#"));
  return common::percent_decode(url, common::PlusSign::literal).value_or(std::string());
}

db::Result<PhotoRefs> shop_photo_refs(db::Connection& conn, std::span<const std::string> shops) {
  PhotoRefs refs;
  for (const auto& shop : shops) {
    auto& names = refs[shop];
    auto row = run(conn, sql::kShopPhotos, {shop});
    if (!row) return std::unexpected(row.error());
    for (const auto& r : row->rows) {
      add_url(names, shop, r.at(0));
      add_url(names, shop, r.at(1));
      add_urls(names, shop, r.at(2));
      add_urls(names, shop, r.at(3));
    }
    auto staff = run(conn, sql::kStaffPhotos, {shop});
    if (!staff) return std::unexpected(staff.error());
    for (const auto& r : staff->rows) {
      add_url(names, shop, r.at(0));
      add_url(names, shop, r.at(1));
    }
  }
  return refs;
}

db::Result<std::vector<std::string>> shops_of_write(db::Connection& conn, std::string_view table,
                                                    const std::string& user_id,
                                                    const std::string& exact_id) {
  std::vector<std::string> shops;
  auto collect = [&](db::Result<db::ResultSet> r) -> db::Result<void> {
    if (!r) return std::unexpected(r.error());
    for (const auto& row : r->rows) {
      if (!row.empty() && row[0].is_string()) shops.emplace_back(row[0].as_string());
    }
    return {};
  };
  if (!user_id.empty()) {
    if (auto r = collect(run(conn, sql::kShopsOwnedBy, {user_id})); !r) {
      return std::unexpected(r.error());
    }
  }
  if (!exact_id.empty()) {
    const auto statement = table == "staff" ? sql::kShopOfStaff : sql::kShopById;
    if (auto r = collect(run(conn, statement, {exact_id})); !r) return std::unexpected(r.error());
  }
  std::ranges::sort(shops);
  shops.erase(std::unique(shops.begin(), shops.end()), shops.end());
  return shops;
}

db::Result<std::vector<std::string>> drop_unreferenced(db::Connection& conn,
                                                       const PhotoRefs& before,
                                                       const PhotoRefs& after) {
  std::vector<std::string> files;
  const std::string bucket(kBucket);
  for (const auto& [shop, names] : before) {
    const auto now = after.find(shop);
    for (const auto& name : names) {
      if (!name.starts_with(shop + "/")) continue;  // never outside the shop's own folder
      if (now != after.end() && now->second.contains(name)) continue;
      std::vector<std::string> doomed{name};
      for (int width : kThumbnailWidths) doomed.push_back(thumbnail_name(name, width));
      for (const auto& object : doomed) {
        auto found = find_object(conn, bucket, object);
        if (!found) return std::unexpected(found.error());
        if (!*found) continue;
        if (auto gone = delete_object(conn, (*found)->id); !gone) {
          return std::unexpected(gone.error());
        }
        files.push_back((*found)->path_on_disk);
      }
    }
  }
  return files;
}

}  // namespace emu::storage
