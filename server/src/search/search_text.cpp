#include "search/search_text.hpp"

#include <array>

#include "db/cells.hpp"
#include "domain/enums.hpp"
#include "search/grams.hpp"
#include "search/normalize.hpp"
#include "search/sql.hpp"

namespace emu::search {
namespace {

void add(std::string& out, std::string_view part) {
  if (part.empty()) return;
  if (!out.empty()) out += " | ";
  out += part;
}

}  // namespace

db::Result<Synonyms> load_synonyms(db::Connection& conn) {
  auto rows = conn.query(sql::kSynonyms);
  if (!rows) return std::unexpected(rows.error());
  Synonyms out;
  for (const auto& row : rows->rows) {
    out.emplace_back(normalize(db::text(row[0])), normalize(db::text(row[1])));
  }
  return out;
}

std::string build_search_text(const ShopText& shop, const Synonyms& synonyms) {
  std::string raw;
  add(raw, shop.name);
  add(raw, shop.name_zh);
  add(raw, shop.area);
  add(raw, shop.area_zh);
  if (const auto* d = domain::find(domain::districts(), shop.district)) {
    add(raw, d->en);
    add(raw, d->zh);
  }
  for (const auto& c : shop.categories) {
    if (const auto* o = domain::find(domain::categories(), c)) {
      add(raw, o->en);
      add(raw, o->zh);
    }
  }
  for (const auto& s : shop.services) add(raw, s);
  std::string text = normalize(raw);
  // Two rounds, so an expansion's own synonyms apply too (manicure -> 美甲 -> nail).
  std::string expansions;
  for (int round = 0; round < 2; ++round) {
    const std::string haystack = text + " | " + expansions;
    for (const auto& [term, expansion] : synonyms) {
      if (term.empty() || haystack.find(term) == std::string::npos) continue;
      if (haystack.find(expansion) != std::string::npos) continue;
      add(expansions, expansion);
    }
  }
  if (!expansions.empty()) text += " | " + expansions;
  return text;
}

db::Result<void> refresh_shops(db::Connection& conn, const std::vector<std::string>& ids) {
  if (ids.empty()) return {};
  auto synonyms = load_synonyms(conn);
  if (!synonyms) return std::unexpected(synonyms.error());
  for (const auto& id : ids) {
    const std::array<db::Param, 1> key{id};
    auto shop = conn.query(sql::kShopNames, key);
    if (!shop) return std::unexpected(shop.error());
    if (shop->rows.empty()) continue;
    const auto& row = shop->rows[0];
    ShopText t{db::text(row[0]),
               db::text(row[1]),
               db::text(row[2]),
               db::text(row[3]),
               db::text(row[4]),
               {},
               {}};
    auto cats = conn.query(sql::kShopCategories, key);
    if (!cats) return std::unexpected(cats.error());
    for (const auto& c : cats->rows) t.categories.push_back(db::text(c[0]));
    auto services = conn.query(sql::kShopServices, key);
    if (!services) return std::unexpected(services.error());
    for (const auto& s : services->rows) {
      t.services.push_back(db::text(s[0]));
      if (!db::text(s[1]).empty()) t.services.push_back(db::text(s[1]));
    }
    const std::string text = build_search_text(t, *synonyms);
    const std::array<db::Param, 2> update{id, text};
    auto done = conn.query(sql::kStoreSearchText, update);
    if (!done) return std::unexpected(done.error());
    if (auto grams = store_grams(conn, id, text); !grams) return std::unexpected(grams.error());
  }
  return {};
}

std::string_view shop_column(std::string_view table) {
  if (table == "businesses") return "id";
  if (table == "services") return "shop_id";
  if (table == "business_categories") return "business_id";
  return {};
}

}  // namespace emu::search
