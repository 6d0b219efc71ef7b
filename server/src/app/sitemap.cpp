#include "app/sitemap.hpp"

#include <array>
#include <string_view>

#include "domain/enums.hpp"

namespace emu::app {
namespace {

constexpr std::string_view kActiveShops = R"sql(
    SELECT id FROM businesses WHERE is_active = true ORDER BY created_at, id LIMIT $1)sql";

// The SPA's public pages (spec section 2).
constexpr std::array<std::string_view, 6> kPublicPages{
    "/comingsoon", "/for-business", "/terms", "/privacy-policy", "/merchant/terms", "/privacy"};
// The marketplace's own (marketplace.md C.2); the categories follow /services.
constexpr std::array<std::string_view, 4> kMarketPages{"/", "/services", "/experts", "/about"};

// The document is the cache's one entry.
const std::string kCacheKey = "sitemap.xml";

void add(std::string& xml, const std::string& origin, std::string_view path) {
  xml += "  <url><loc>";
  xml += origin;
  xml += path;
  xml += "</loc></url>\n";
}

// A page the server renders in both languages (pages/page_head.hpp): both addresses, each
// naming the other as its alternate, as the pages' hreflang links do.
void add_both(std::string& xml, const std::string& origin, std::string_view path) {
  const std::string en = origin + std::string(path) + "?lang=en";
  const std::string zh = origin + std::string(path) + "?lang=zh-HK";
  for (const auto* loc : {&en, &zh}) {
    xml += "  <url><loc>" + *loc + "</loc>";
    xml += "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"" + en + "\"/>";
    xml += "<xhtml:link rel=\"alternate\" hreflang=\"zh-HK\" href=\"" + zh + "\"/>";
    xml += "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"" + zh + "\"/></url>\n";
  }
}

}  // namespace

db::Result<std::string> Sitemap::build(db::Connection& conn) const {
  std::string xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
      "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"";
  xml += marketplace_ ? " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n" : ">\n";
  for (auto page : kPublicPages) {
    if (marketplace_ && page == "/for-business") {
      add_both(xml, origin_, page);
    } else {
      add(xml, origin_, page);
    }
  }
  if (marketplace_) {
    for (auto page : kMarketPages) {
      add_both(xml, origin_, page);
      if (page == "/services") {
        for (const auto& c : domain::categories()) {
          add_both(xml, origin_, "/services/category/" + std::string(c.value));
        }
      }
    }
    const std::array<db::Param, 1> limit{std::int64_t{kMaxShops}};
    auto shops = conn.query(kActiveShops, limit);
    if (!shops) return std::unexpected(shops.error());
    // Ids are UUIDs written by the server (no character needs escaping in XML).
    for (const auto& row : shops->rows) {
      if (row[0].is_string()) add_both(xml, origin_, "/shops/" + std::string(row[0].as_string()));
    }
  }
  return xml + "</urlset>\n";
}

db::Result<std::shared_ptr<const std::string>> Sitemap::xml(db::Database& db) {
  auto conn = db.acquire();
  if (!conn) return std::unexpected(conn.error());
  std::optional<std::string> stamp;
  if (marketplace_) {
    auto taken = db.change_stamp(**conn);
    if (taken) stamp = std::move(*taken);
  } else {
    stamp = "static";  // no shops in it: built once
  }
  const db::Epoch epoch{stamp.value_or("")};
  if (stamp) {
    if (auto held = xml_.find(kCacheKey, epoch)) return held;
  }
  auto built = build(**conn);
  if (!built) return std::unexpected(built.error());
  auto shared = std::make_shared<const std::string>(std::move(*built));
  if (stamp) xml_.store(kCacheKey, epoch, shared, shared->size());
  return shared;
}

}  // namespace emu::app
