// The searchable fields of every active shop, in memory, and search-shops answered from them
// (marketplace.md 4.2): the same terms, filters, sorts, tie-breaks and answer as the SQL of
// shop_search.cpp, which stays the reference (a test compares the two on both engines).
//
// Why in memory: a term like 美甲 matches a sixth of all shops, and ranking or counting ~8,000
// matches cost the database ~12 ms of CPU per search at 50,000 shops, which no index could
// shorten (the order depends on the query). Here a term is a sorted list of shops (the grams of
// grams.hpp for 1-2 character terms, byte trigrams or CJK pairs then a substring test for
// longer ones), filters and the sort key are plain fields, and a search costs well under a
// millisecond. Keeping the lists in step with the database is live_shop_index.hpp's job.
//
// Thread-safe: searches share a lock, apply() takes it alone.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "search/shop_search.hpp"

namespace emu::search {

// One active shop as search sees it.
struct ShopDoc {
  std::string id;
  std::string name;
  std::optional<std::string> name_zh, area, area_zh, district;
  std::string search_text;              // businesses.search_text (already normalised)
  std::vector<std::string> categories;  // slugs, sorted
  std::optional<double> min_price, lat, lng;
  double rating = 0;
  std::int64_t total_ratings = 0;
  bool verified = false;
  bool unclaimed = false;  // no merchant and not claimed
  // The phone and WhatsApp numbers without ' ', '-', '+', '(' and ')'.
  std::string phone_digits, whatsapp_digits;
  std::optional<std::string> cover_url;  // the 400 px thumbnail when there is one
};

class ShopIndex {
 public:
  ShopIndex() = default;
  ShopIndex(const ShopIndex&) = delete;
  ShopIndex& operator=(const ShopIndex&) = delete;

  // Every shop at once (what was there before is dropped).
  void reset(std::vector<ShopDoc> docs);
  // Adds or replaces `upserts` (by id) and drops `removed` ids, under one lock.
  void apply(std::vector<ShopDoc> upserts, const std::vector<std::string>& removed);

  [[nodiscard]] std::size_t size() const;
  // The platform mean m of the Bayesian average (rating weighted by count, over rated shops).
  [[nodiscard]] double platform_mean() const;

  // {total, shops:[...]} exactly as search_shops() of shop_search.hpp answers; `mean` (the
  // Bayesian prior's m) defaults to platform_mean().
  [[nodiscard]] boost::json::object search(const SearchParams& params,
                                           std::optional<double> mean = std::nullopt) const;

 private:
  struct Slot {
    ShopDoc doc;
    std::string name_lower, name_zh_lower;  // ASCII-lowered, for the relevance tiers
  };
  // What filtering and sorting read of every candidate, kept apart from the rest (and from the
  // strings) so a search over thousands of shops reads a few cache lines per shop.
  struct Hot {
    std::uint64_t id_key;  // the id's first 8 bytes, big-endian: orders like the id itself
    double rating, total, min_price, lat, lng;  // NaN: none
    bool live, verified, unclaimed;
  };
  using Postings = std::vector<std::uint32_t>;  // slot numbers, ascending

  void add_locked(ShopDoc doc);
  void drop_locked(const std::string& id);
  void compact_locked();
  void rebuild_locked(std::vector<ShopDoc> docs);  // everything from these shops
  void shrink_locked();
  // Slots whose search_text contains `term` (a split_terms term), ascending; nullopt: every slot.
  [[nodiscard]] std::optional<Postings> term_matches(const std::string& term) const;
  // The relevance tier of slot n for `query`: 0 a name starts with it, 1 contains it, 2 neither.
  class Tiers;

  mutable std::shared_mutex mutex_;
  // Slots are only appended: a changed shop gets a new slot (its old one dies), so every
  // posting list stays sorted by appending. Dead slots are dropped by compact_locked().
  std::vector<Slot> slots_;
  std::vector<Hot> hot_;  // one per slot
  std::unordered_map<std::string, std::uint32_t> slot_of_;
  std::unordered_map<std::string, Postings> grams_;       // grams.hpp grams
  std::unordered_map<std::uint32_t, Postings> trigrams_;  // ASCII byte trigrams
  // Exact-value filters: "c:" category, "d:" district, "a:" area in either language.
  std::unordered_map<std::string, Postings> facets_;
  // The relevance tiers without reading names: every piece of 1-3 characters of either
  // (ASCII-lowered) name, and the first 1-3 characters of each. A query of up to 3 characters
  // is looked up as it is; a longer one tests only the names that have its first 3.
  std::unordered_map<std::string, Postings> name_pieces_, name_starts_;
  std::size_t live_ = 0;
  double rated_sum_ = 0;          // sum of rating * total_ratings of live shops
  std::int64_t rated_count_ = 0;  // sum of total_ratings of live shops
};

}  // namespace emu::search
