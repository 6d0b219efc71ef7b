// The storage room's SQL, named (issue 26).
#pragma once

#include <string>
#include <string_view>

namespace emu::storage::sql {

inline constexpr std::string_view kShopPhotos = R"sql(
    SELECT cover_url, cover_thumb_url, photo_urls, photo_thumb_urls FROM
    businesses WHERE id = $1)sql";

inline constexpr std::string_view kStaffPhotos = R"sql(
    SELECT avatar_url, avatar_thumb_url FROM staff WHERE business_id = $1)sql";

// The shops whose photos a user may change: owned, or managed (salon-day.md C.1).
inline constexpr std::string_view kShopsOwnedBy = R"sql(
    SELECT id FROM businesses WHERE merchant_id = $1 UNION SELECT shop_id FROM shop_members
    WHERE user_id = $1 AND status = 'active' AND role = 'manager')sql";

inline constexpr std::string_view kShopOfStaff = R"sql(
    SELECT business_id FROM staff WHERE id = $1)sql";

inline constexpr std::string_view kShopById = R"sql(SELECT id FROM businesses WHERE id = $1)sql";

inline constexpr std::string_view kFindBucket = R"sql(
    SELECT id, public, file_size_limit, allowed_mime_types FROM storage_buckets
    WHERE id = $1)sql";

inline constexpr std::string_view kInsertObject = R"sql(
    INSERT INTO storage_objects (id, bucket_id, name, owner, path_on_disk, mime_type,
    size, metadata, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
    $9, $10))sql";

inline constexpr std::string_view kUpdateObject = R"sql(
    UPDATE storage_objects SET owner = $1, path_on_disk = $2, mime_type = $3, size = $4,
    metadata = $5, updated_at = $6 WHERE id = $7)sql";

inline constexpr std::string_view kDeleteObject = R"sql(
    DELETE FROM storage_objects WHERE id = $1)sql";

inline constexpr std::string_view kApplicationOwner = R"sql(
    SELECT user_id, status FROM merchant_applications WHERE id = $1)sql";

// --- objects_repo.cpp: a storage_objects row, columns in ObjectRow's order of reading.
inline constexpr std::string_view kObjectColumns =
    "id, bucket_id, name, owner, path_on_disk, mime_type, size, metadata, created_at, updated_at";
inline const std::string kFindObject = "SELECT " + std::string(kObjectColumns) +
                                       " FROM storage_objects WHERE bucket_id = $1 AND name = $2";
// substr() instead of LIKE: a prefix may contain % or _ and needs no escaping this way.
inline const std::string kObjectsWithPrefix =
    "SELECT " + std::string(kObjectColumns) +
    " FROM storage_objects WHERE bucket_id = $1 AND substr(name, 1, $2) = $3 ORDER BY name "
    "LIMIT $4";

}  // namespace emu::storage::sql
