// /sitemap.xml: the public pages of the SPA and, with the marketplace open (EMU_MARKETPLACE=1),
// in both languages (?lang=en and ?lang=zh-HK, each with its xhtml:link alternates, for the pages
// whose head the server renders: pages/page_head.hpp),
// its pages too: /, /services, the six /services/category/{name}, /experts, /about and the page
// of every active shop (/shops/{id}), at most kMaxShops of them (the protocol allows 50,000 URLs
// per file). The document is built on a worker thread and kept while the database's change
// stamp is unchanged (db/stamped_cache.hpp), so a crawler asking again costs one stamp read.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "db/stamped_cache.hpp"

namespace emu::app {

class Sitemap {
 public:
  static constexpr int kMaxShops = 49000;
  Sitemap(std::string origin, bool marketplace)
      : origin_(std::move(origin)), marketplace_(marketplace) {}
  db::Result<std::shared_ptr<const std::string>> xml(db::Database& db);

 private:
  db::Result<std::string> build(db::Connection& conn) const;
  std::string origin_;
  bool marketplace_;
  // One entry; room for the largest document (kMaxShops URLs) within the cache's eighth.
  db::StampedCache<std::string> xml_{std::size_t{64} << 20};
};

}  // namespace emu::app
