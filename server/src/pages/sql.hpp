// What the server reads to render a public page's head (page_head.cpp).
#pragma once

#include <string_view>

namespace emu::pages::sql {

inline constexpr std::string_view kShop = R"sql(
    SELECT id, name, name_zh, description, description_zh, address, district, area, area_zh,
    phone_number, website, cover_url, cover_thumb_url, categories, operating_hours, lat, lng,
    address_zh FROM businesses WHERE id = $1 AND is_active = true)sql";
inline constexpr std::string_view kShopServices = R"sql(
    SELECT name, name_zh, price, price_is_from FROM services WHERE shop_id = $1 AND
    is_active = true ORDER BY price, name LIMIT 30)sql";
// Verified: written for a visit (a booking); published: not hidden, text not removed.
inline constexpr std::string_view kVerifiedRating = R"sql(
    SELECT COUNT(*), AVG(rating) FROM reviews WHERE shop_id = $1 AND status = 'published'
    AND booking_id IS NOT NULL)sql";

}  // namespace emu::pages::sql
