// search-shops (marketplace.md C.3 and 4.2): the parameters and the SQL of POST
// /functions/v1/search-shops and /rest/v1/rpc/search_shops, the same plan on both engines. The
// server answers from shop_index.hpp, which gives the same answer, unless EMU_SEARCH_INDEX=0.
//   body: q, district, category, area, price_min, price_max, min_rating, verified,
//         sort (relevance | rating | price | distance), lat, lng, radius_km, limit (1-50), offset,
//         unclaimed (true: only shops no merchant owns yet, for /merchant/claim),
//         phone (4-20 digits, matched inside the shop's phone or WhatsApp number, ignoring
//         spaces, dashes, brackets and '+')
//   answer: {total, shops:[{id, name, name_zh, area, area_zh, district, categories, rating,
//            total_ratings, min_price, is_verified, cover_url[, distance_km]}]}
//   cover_url is the cover's 400 px thumbnail when the server made one (cover_thumb_url),
//   so result lists load small images; the original otherwise.
// Terms of 3+ characters use the index (SQLite FTS5 trigram MATCH, PostgreSQL LIKE served by
// the pg_trgm GIN index); 1-2 character terms a lookup in search_grams (grams.hpp: neither
// text index can serve them). All terms and filters are ANDed; the total is counted apart from
// the page.
#pragma once

#include <boost/json/object.hpp>
#include <expected>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace emu::search {

struct SearchParams {
  std::string q;  // as typed
  std::optional<std::string> district, category, area;
  std::optional<double> price_min, price_max, min_rating;
  bool verified_only = false;
  bool unclaimed_only = false;
  std::optional<std::string> phone_digits;
  std::string sort = "relevance";
  std::optional<double> lat, lng;
  double radius_km = 50;
  std::int64_t limit = 20;
  std::int64_t offset = 0;
};

struct ParamError {
  std::string field;
  std::string message;
};

// From a JSON object (numbers may also come as strings, as from a GET query string).
std::expected<SearchParams, ParamError> parse_params(const boost::json::object& body);

// The SQL of search-shops (the server answers from shop_index.hpp's memory unless
// EMU_SEARCH_INDEX=0; this stays the reference and the raw-database side of the bench).
// `mean`: the Bayesian prior's m; by default the platform's, read at most once a minute.
db::Result<boost::json::object> search_shops(db::Connection& conn, const SearchParams& params,
                                             std::optional<double> mean = std::nullopt);

// PostgreSQL only: whether pg_trgm can index Chinese in this database (its LC_CTYPE is UTF-8):
// show_trgm('美甲') is not empty. SQLite: always true.
db::Result<bool> engine_can_search(db::Connection& conn);

// What start-up found (runtime/context.cpp): false makes search-shops answer 503 not_ready
// instead of wrong results. One flag per process, like the database it describes.
void set_engine_ready(bool ready);
bool engine_ready();

}  // namespace emu::search
