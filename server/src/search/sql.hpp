// The search room's SQL, named (issue 26). Constants ending in "Where" or "In" are the
// named head of a statement the caller completes with bound placeholders ("$1, $2, ...)") or
// with the filters of search/shop_search.cpp (which bind every value).
#pragma once

#include <string_view>

namespace emu::search::sql {

// --- grams.cpp: a shop's trigrams ($1 a JSON array of grams, $2 the shop).
inline constexpr std::string_view kInsertGramsPostgres = R"sql(
    INSERT INTO search_grams (gram, business_id)
    SELECT g, $2::uuid FROM json_array_elements_text($1::json) AS g)sql";

inline constexpr std::string_view kInsertGramsSqlite = R"sql(
    INSERT INTO search_grams (gram, business_id) SELECT value, $2 FROM json_each($1))sql";

inline constexpr std::string_view kDeleteGrams = R"sql(
    DELETE FROM search_grams WHERE business_id = $1)sql";

inline constexpr std::string_view kShopsWithoutGrams = R"sql(
    SELECT b.id, b.search_text FROM businesses AS b WHERE b.search_text <> '' AND NOT EXISTS
    (SELECT 1 FROM search_grams AS g WHERE g.business_id = b.id))sql";

// --- live_shop_index.cpp: the search_changes log the live index follows. PostgreSQL
// orders by transaction (xid8) so a change committed late is not skipped; SQLite by seq.
inline constexpr std::string_view kPostgresChangesSince = R"sql(
    SELECT pg_snapshot_xmin(pg_current_snapshot())::text, c.seq, c.business_id::text,
    c.tx::text FROM (SELECT 1) AS one LEFT JOIN search_changes AS c ON c.tx >= $1::xid8
    ORDER BY c.seq LIMIT $2)sql";

inline constexpr std::string_view kSqliteChangesSince = R"sql(
    SELECT seq, business_id FROM search_changes WHERE seq > $1 ORDER BY seq LIMIT $2)sql";

inline constexpr std::string_view kPostgresSafeTx = R"sql(
    SELECT pg_snapshot_xmin(pg_current_snapshot())::text)sql";

inline constexpr std::string_view kSqliteLastChange = R"sql(
    SELECT COALESCE(MAX(seq), 0) FROM search_changes)sql";

inline constexpr std::string_view kPostgresForgetChanges = R"sql(
    DELETE FROM search_changes WHERE at < now() - interval '10 minutes')sql";

inline constexpr std::string_view kSqliteForgetChanges = R"sql(
    DELETE FROM search_changes WHERE at < $1)sql";

// --- search_text.cpp: what a shop's search_text is made of, and storing it.
inline constexpr std::string_view kSynonyms = R"sql(
    SELECT term, expansion FROM search_synonyms ORDER BY term, expansion)sql";

inline constexpr std::string_view kShopNames = R"sql(
    SELECT name, name_zh, area, area_zh, district FROM businesses WHERE id = $1)sql";

inline constexpr std::string_view kShopCategories = R"sql(
    SELECT category FROM business_categories WHERE business_id = $1 ORDER BY category)sql";

inline constexpr std::string_view kShopServices = R"sql(
    SELECT name, name_zh FROM services WHERE shop_id = $1 AND is_active = true
    ORDER BY sort_order, name)sql";

inline constexpr std::string_view kStoreSearchText = R"sql(
    UPDATE businesses SET search_text = $2, min_price = (SELECT min(s.price) FROM services
    AS s WHERE s.shop_id = businesses.id AND s.is_active = true) WHERE id = $1)sql";

// --- shop_search.cpp: the catalogue-wide rating prior, a page of shops, their cards.
inline constexpr std::string_view kRatingPrior = R"sql(
    SELECT sum(rating * total_ratings), sum(total_ratings) FROM businesses
    WHERE is_active = true AND total_ratings > 0)sql";

inline constexpr std::string_view kPageIdsWhere = R"sql(
    SELECT b.id FROM businesses AS b WHERE )sql";

inline constexpr std::string_view kCountWhere = R"sql(
    SELECT count(*) FROM businesses AS b WHERE )sql";

inline constexpr std::string_view kShopCardsIn = R"sql(
    SELECT b.id, b.name, b.name_zh, b.area, b.area_zh, b.district, b.rating,
    b.total_ratings, b.min_price, b.is_verified, b.cover_url, b.lat, b.lng,
    b.cover_thumb_url FROM businesses AS b WHERE b.id IN ()sql";

inline constexpr std::string_view kCategoriesIn = R"sql(
    SELECT business_id, category FROM business_categories
    WHERE business_id IN ()sql";

// Where pg_trgm is installed; the probe then runs schema.show_trgm on a CJK text.
inline constexpr std::string_view kTrgmSchema = R"sql(
    SELECT n.nspname FROM pg_extension AS e JOIN pg_namespace AS n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm')sql";

// --- shop_docs.cpp
inline constexpr std::string_view kAllCategories = R"sql(
    SELECT business_id, category FROM business_categories)sql";

inline constexpr std::string_view kTrgmProbeHead = R"sql(SELECT )sql";
inline constexpr std::string_view kTrgmProbeTail = ".show_trgm('美甲') <> '{}'::text[]";

}  // namespace emu::search::sql
