#include "search/shop_index.hpp"

#include <algorithm>
#include <boost/json/array.hpp>
#include <cmath>
#include <limits>
#include <mutex>
#include <numbers>

#include "search/grams.hpp"
#include "search/normalize.hpp"
#include "search/ranking.hpp"

namespace emu::search {
namespace {

std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

std::uint32_t trigram_key(std::string_view s, std::size_t at) {
  return static_cast<std::uint32_t>(static_cast<unsigned char>(s[at])) << 16 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 1])) << 8 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 2]));
}

bool ascii_window(std::string_view s, std::size_t at) {
  return static_cast<unsigned char>(s[at]) < 0x80 && static_cast<unsigned char>(s[at + 1]) < 0x80 &&
         static_cast<unsigned char>(s[at + 2]) < 0x80;
}

// The distinct ASCII byte trigrams of a text: a Latin term of 3+ characters is inside the text
// only if each of its ASCII trigrams is.
std::vector<std::uint32_t> trigrams_of(std::string_view text) {
  std::vector<std::uint32_t> keys;
  for (std::size_t i = 0; i + 3 <= text.size(); ++i) {
    if (ascii_window(text, i)) keys.push_back(trigram_key(text, i));
  }
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  return keys;
}

// The byte offsets where the code points of a UTF-8 string start, then its size.
std::vector<std::size_t> code_points(std::string_view s) {
  std::vector<std::size_t> at;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) at.push_back(i);
  }
  at.push_back(s.size());
  return at;
}

// The adjacent character pairs of a CJK term (grams.hpp keeps every pair of a CJK run).
std::vector<std::string> pairs_of(std::string_view term) {
  const auto at = code_points(term);
  std::vector<std::string> out;
  for (std::size_t i = 0; i + 2 < at.size(); ++i) {
    out.emplace_back(term.substr(at[i], at[i + 2] - at[i]));
  }
  return out;
}

constexpr std::size_t kNamePiece = 3;  // characters

// Every distinct piece of 1-3 characters of the names (pieces), and their first 1-3 (starts).
void name_keys(std::initializer_list<std::string_view> names, std::vector<std::string>& pieces,
               std::vector<std::string>& starts) {
  for (auto name : names) {
    const auto at = code_points(name);
    const std::size_t chars = at.size() - 1;
    for (std::size_t i = 0; i < chars; ++i) {
      for (std::size_t len = 1; len <= kNamePiece && i + len <= chars; ++len) {
        pieces.emplace_back(name.substr(at[i], at[i + len] - at[i]));
        if (i == 0) starts.emplace_back(name.substr(0, at[len]));
      }
    }
  }
  for (auto* keys : {&pieces, &starts}) {
    std::sort(keys->begin(), keys->end());
    keys->erase(std::unique(keys->begin(), keys->end()), keys->end());
  }
}

std::vector<std::uint32_t> intersect(const std::vector<std::uint32_t>& a,
                                     const std::vector<std::uint32_t>& b) {
  std::vector<std::uint32_t> out;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

boost::json::value text_or_null(const std::optional<std::string>& s) {
  if (!s) return nullptr;
  return boost::json::value(*s);
}

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

std::uint64_t id_key(std::string_view id) {
  std::uint64_t key = 0;
  for (std::size_t i = 0; i < 8; ++i) {
    key = key << 8 | (i < id.size() ? static_cast<unsigned char>(id[i]) : 0u);
  }
  return key;
}

struct Hit {
  std::uint64_t id_key;
  double bayes;    // the Bayesian average
  double primary;  // distance² or min_price, when the sort uses them
  double total;
  std::uint32_t slot;
  int tier;  // relevance: 0 the name starts with the query, 1 contains it, 2 neither
  bool no_price;
};

}  // namespace

void ShopIndex::reset(std::vector<ShopDoc> docs) {
  std::unique_lock lock(mutex_);
  rebuild_locked(std::move(docs));
}

void ShopIndex::apply(std::vector<ShopDoc> upserts, const std::vector<std::string>& removed) {
  std::unique_lock lock(mutex_);
  for (const auto& id : removed) drop_locked(id);
  for (auto& d : upserts) add_locked(std::move(d));
  if (slots_.size() > 1024 && slots_.size() > 2 * live_) compact_locked();
}

// Lists grown one shop at a time keep up to half their capacity unused: after a bulk load,
// give it back (at 50,000 shops that is tens of megabytes).
void ShopIndex::shrink_locked() {
  for (auto* map : {&grams_, &facets_, &name_pieces_, &name_starts_}) {
    for (auto& [key, list] : *map) list.shrink_to_fit();
  }
  for (auto& [key, list] : trigrams_) list.shrink_to_fit();
}

std::size_t ShopIndex::size() const {
  std::shared_lock lock(mutex_);
  return live_;
}

double ShopIndex::platform_mean() const {
  std::shared_lock lock(mutex_);
  return rated_count_ > 0 ? rated_sum_ / static_cast<double>(rated_count_) : 0;
}

void ShopIndex::add_locked(ShopDoc doc) {
  drop_locked(doc.id);
  const auto n = static_cast<std::uint32_t>(slots_.size());
  for (auto& g : grams_of(doc.search_text)) grams_[std::move(g)].push_back(n);
  for (auto key : trigrams_of(doc.search_text)) trigrams_[key].push_back(n);
  std::vector<std::string> facets;
  for (const auto& c : doc.categories) facets.push_back("c:" + c);
  if (doc.district) facets.push_back("d:" + *doc.district);
  if (doc.area) facets.push_back("a:" + *doc.area);
  if (doc.area_zh) facets.push_back("a:" + *doc.area_zh);
  std::sort(facets.begin(), facets.end());
  facets.erase(std::unique(facets.begin(), facets.end()), facets.end());
  for (auto& f : facets) facets_[std::move(f)].push_back(n);
  slot_of_[doc.id] = n;
  rated_sum_ += doc.rating * static_cast<double>(doc.total_ratings);
  rated_count_ += doc.total_ratings;
  ++live_;
  hot_.push_back(Hot{id_key(doc.id), doc.rating, static_cast<double>(doc.total_ratings),
                     doc.min_price.value_or(kNone), doc.lat.value_or(kNone),
                     doc.lng.value_or(kNone), true, doc.verified, doc.unclaimed});
  Slot slot{std::move(doc), {}, {}};
  slot.name_lower = ascii_lower(slot.doc.name);
  slot.name_zh_lower = ascii_lower(slot.doc.name_zh.value_or(""));
  std::vector<std::string> pieces, starts;
  name_keys({slot.name_lower, slot.name_zh_lower}, pieces, starts);
  for (auto& k : pieces) name_pieces_[std::move(k)].push_back(n);
  for (auto& k : starts) name_starts_[std::move(k)].push_back(n);
  slots_.push_back(std::move(slot));
}

void ShopIndex::drop_locked(const std::string& id) {
  const auto it = slot_of_.find(id);
  if (it == slot_of_.end()) return;
  auto& slot = slots_[it->second];
  hot_[it->second].live = false;
  rated_sum_ -= slot.doc.rating * static_cast<double>(slot.doc.total_ratings);
  rated_count_ -= slot.doc.total_ratings;
  --live_;
  slot_of_.erase(it);
}

void ShopIndex::compact_locked() {
  std::vector<ShopDoc> docs;
  docs.reserve(live_);
  for (std::size_t n = 0; n < slots_.size(); ++n) {
    if (hot_[n].live) docs.push_back(std::move(slots_[n].doc));
  }
  rebuild_locked(std::move(docs));
}

void ShopIndex::rebuild_locked(std::vector<ShopDoc> docs) {
  slots_.clear();
  hot_.clear();
  slot_of_.clear();
  grams_.clear();
  trigrams_.clear();
  facets_.clear();
  name_pieces_.clear();
  name_starts_.clear();
  live_ = 0;
  rated_sum_ = 0;  // summed afresh, so no rounding drift builds up
  rated_count_ = 0;
  slots_.reserve(docs.size());
  hot_.reserve(docs.size());
  for (auto& d : docs) add_locked(std::move(d));
  shrink_locked();
}

std::optional<ShopIndex::Postings> ShopIndex::term_matches(const std::string& term) const {
  if (served_by_grams(term)) {
    const auto it = grams_.find(term);
    return it == grams_.end() ? Postings{} : it->second;
  }
  // 3+ characters: the text must contain the term. Candidates come from the shortest list of
  // the term's pieces (CJK pairs, or ASCII trigrams), then each is tested.
  const Postings* shortest = nullptr;
  bool keyed = false;
  auto consider = [&](const Postings* list) {
    keyed = true;
    if (list == nullptr) return false;  // a piece no shop has: nothing matches
    if (shortest == nullptr || list->size() < shortest->size()) shortest = list;
    return true;
  };
  if (is_cjk_term(term)) {
    for (const auto& pair : pairs_of(term)) {
      const auto it = grams_.find(pair);
      if (!consider(it == grams_.end() ? nullptr : &it->second)) return Postings{};
    }
  } else {
    for (std::size_t i = 0; i + 3 <= term.size(); ++i) {
      if (!ascii_window(term, i)) continue;
      const auto it = trigrams_.find(trigram_key(term, i));
      if (!consider(it == trigrams_.end() ? nullptr : &it->second)) return Postings{};
    }
  }
  Postings out;
  auto test = [&](std::uint32_t n) {
    if (hot_[n].live && slots_[n].doc.search_text.find(term) != std::string::npos) {
      out.push_back(n);
    }
  };
  if (keyed) {
    for (auto n : *shortest) test(n);
  } else {
    for (std::uint32_t n = 0; n < slots_.size(); ++n) test(n);
  }
  return out;
}

// Asked for each candidate in ascending slot order: the name lists are walked alongside. A
// query of up to 3 characters is one of the name pieces, so the lists answer it exactly; a
// longer one is tested on the names only where the lists have its first 3 characters.
class ShopIndex::Tiers {
 public:
  Tiers(const ShopIndex& index, const std::string& query) : index_(index), query_(query) {
    const auto at = code_points(query);
    exact_ = at.size() - 1 <= kNamePiece;
    const std::string key = exact_ ? query : query.substr(0, at[kNamePiece]);
    if (auto it = index.name_starts_.find(key); it != index.name_starts_.end())
      starts_ = &it->second;
    if (auto it = index.name_pieces_.find(key); it != index.name_pieces_.end())
      pieces_ = &it->second;
    if (starts_) starts_at_ = starts_->begin();
    if (pieces_) pieces_at_ = pieces_->begin();
  }

  int operator()(std::uint32_t n) {
    const auto& s = index_.slots_[n];
    if (member(starts_, starts_at_, n) &&
        (exact_ || s.name_lower.starts_with(query_) || s.name_zh_lower.starts_with(query_))) {
      return 0;
    }
    if (member(pieces_, pieces_at_, n) &&
        (exact_ || s.name_lower.find(query_) != std::string::npos ||
         s.name_zh_lower.find(query_) != std::string::npos)) {
      return 1;
    }
    return 2;
  }

 private:
  static bool member(const Postings* list, Postings::const_iterator& at, std::uint32_t n) {
    if (list == nullptr) return false;
    at = std::lower_bound(at, list->end(), n);
    return at != list->end() && *at == n;
  }

  const ShopIndex& index_;
  const std::string& query_;
  bool exact_ = false;
  const Postings* starts_ = nullptr;
  const Postings* pieces_ = nullptr;
  Postings::const_iterator starts_at_, pieces_at_;
};

boost::json::object ShopIndex::search(const SearchParams& p, std::optional<double> mean) const {
  std::shared_lock lock(mutex_);
  const double m =
      mean.value_or(rated_count_ > 0 ? rated_sum_ / static_cast<double>(rated_count_) : 0);
  const std::string normalized = normalize(p.q);
  std::optional<Postings> candidates;
  auto narrow = [&](Postings found) {
    candidates = candidates ? intersect(*candidates, found) : std::move(found);
  };
  auto facet = [&](const std::string& key) {
    const auto it = facets_.find(key);
    narrow(it == facets_.end() ? Postings{} : it->second);
  };
  if (p.category) facet("c:" + *p.category);
  if (p.district) facet("d:" + *p.district);
  if (p.area) facet("a:" + *p.area);
  for (const auto& term : split_terms(normalized)) {
    if (candidates && candidates->empty()) break;
    if (auto found = term_matches(term)) narrow(std::move(*found));
  }

  double cos_lat = 1, lat = 0, lng = 0, dlat = 0, dlng = 0;
  if (p.lat && p.lng) {
    lat = *p.lat;
    lng = *p.lng;
    cos_lat = std::cos(lat * std::numbers::pi / 180);
    dlat = p.radius_km / kKmPerDegree;
    dlng = p.radius_km / (kKmPerDegree * std::max(cos_lat, 0.01));
  }
  const bool by_rating = p.sort == "rating";
  const bool by_distance = p.sort == "distance";
  const bool by_price = p.sort == "price";
  const bool by_tier = p.sort == "relevance" && !normalized.empty();
  const double prior = kPrior * m;
  Tiers tier_of(*this, normalized);

  // A comparison with NaN (no price, no position) is false, as NULL fails in SQL.
  std::vector<Hit> hits;
  auto consider = [&](std::uint32_t n) {
    const auto& h = hot_[n];
    if (!h.live) return;
    if (p.price_min && !(h.min_price >= *p.price_min)) return;
    if (p.price_max && !(h.min_price <= *p.price_max)) return;
    if (p.min_rating && !(h.rating >= *p.min_rating)) return;
    if (p.verified_only && !h.verified) return;
    if (p.unclaimed_only && !h.unclaimed) return;
    if (p.lat && p.lng &&
        !(h.lat >= lat - dlat && h.lat <= lat + dlat && h.lng >= lng - dlng &&
          h.lng <= lng + dlng)) {
      return;
    }
    if (p.phone_digits) {
      const auto& d = slots_[n].doc;
      if (d.phone_digits.find(*p.phone_digits) == std::string::npos &&
          d.whatsapp_digits.find(*p.phone_digits) == std::string::npos) {
        return;
      }
    }
    Hit hit{h.id_key, (prior + h.rating * h.total) / (kPrior + h.total), 0, h.total, n, 2, false};
    if (by_distance) {
      const double x = h.lng - lng, y = h.lat - lat;
      hit.primary = x * cos_lat * x * cos_lat + y * y;
    } else if (by_price) {
      hit.no_price = std::isnan(h.min_price);
      hit.primary = hit.no_price ? 0 : h.min_price;
    } else if (by_tier) {
      hit.tier = tier_of(n);
    }
    hits.push_back(hit);
  };
  if (candidates) {
    hits.reserve(candidates->size());
    for (auto n : *candidates) consider(n);
  } else {
    hits.reserve(live_);
    for (std::uint32_t n = 0; n < hot_.size(); ++n) consider(n);
  }

  // The orders of shop_search.cpp, each ending with the shop id.
  auto by_id = [&](const Hit& a, const Hit& b) {
    if (a.id_key != b.id_key) return a.id_key < b.id_key;
    return slots_[a.slot].doc.id < slots_[b.slot].doc.id;
  };
  auto before = [&](const Hit& a, const Hit& b) {
    if (by_rating) {
      if (a.bayes != b.bayes) return a.bayes > b.bayes;
      if (a.total != b.total) return a.total > b.total;
    } else if (by_price) {
      if (a.no_price != b.no_price) return !a.no_price;
      if (a.primary != b.primary) return a.primary < b.primary;
      if (a.bayes != b.bayes) return a.bayes > b.bayes;
    } else if (by_distance) {
      if (a.primary != b.primary) return a.primary < b.primary;
      if (a.bayes != b.bayes) return a.bayes > b.bayes;
    } else {
      if (a.tier != b.tier) return a.tier < b.tier;
      if (a.bayes != b.bayes) return a.bayes > b.bayes;
    }
    return by_id(a, b);
  };
  const auto total = static_cast<std::int64_t>(hits.size());
  const auto end = std::min<std::int64_t>(total, p.offset + p.limit);
  boost::json::array shops;
  if (p.offset < end) {
    std::partial_sort(hits.begin(), hits.begin() + end, hits.end(), before);
    for (auto i = p.offset; i < end; ++i) {
      const auto& d = slots_[hits[static_cast<std::size_t>(i)].slot].doc;
      boost::json::array categories;
      for (const auto& c : d.categories) categories.emplace_back(c);
      boost::json::object s{{"id", d.id},
                            {"name", d.name},
                            {"name_zh", text_or_null(d.name_zh)},
                            {"area", text_or_null(d.area)},
                            {"area_zh", text_or_null(d.area_zh)},
                            {"district", text_or_null(d.district)},
                            {"categories", std::move(categories)},
                            {"rating", d.rating},
                            {"total_ratings", d.total_ratings},
                            {"min_price", d.min_price ? boost::json::value(*d.min_price)
                                                      : boost::json::value(nullptr)},
                            {"is_verified", d.verified},
                            {"cover_url", text_or_null(d.cover_url)}};
      if (p.lat && d.lat && d.lng) {
        const double x = (*d.lng - lng) * cos_lat, y = *d.lat - lat;
        s["distance_km"] = std::round(std::sqrt(x * x + y * y) * kKmPerDegree * 100) / 100;
      }
      shops.push_back(std::move(s));
    }
  }
  return boost::json::object{{"total", total}, {"shops", std::move(shops)}};
}

}  // namespace emu::search
