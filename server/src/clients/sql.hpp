// The clients room's SQL, named (salon-day.md C.2 "Customers"). The figures of a client
// (visits, last visit, no-shows, spend at list price) are counted from bookings by kClientFigures
// whenever they are read, so they are right after any walk-in, completion or no-show.
#pragma once

#include <string>
#include <string_view>

namespace emu::clients::sql {

// The customer's account: their profile's name and phone, their e-mail.
inline constexpr std::string_view kAccount = R"sql(
    SELECT p.name, p.phone_number, COALESCE(p.email, u.email) FROM users u
    LEFT JOIN user_profiles p ON p.user_id = u.id WHERE u.id = $1)sql";

// A client is made on their first booking at the shop and refreshed by each later one ($8 now).
inline constexpr std::string_view kUpsertClient = R"sql(
    INSERT INTO shop_clients (id, shop_id, client_key, user_id, name, phone, email, created_at,
    updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (shop_id, client_key)
    DO UPDATE SET name = CASE WHEN excluded.name <> '' THEN excluded.name ELSE shop_clients.name
    END, phone = COALESCE(excluded.phone, shop_clients.phone), email = COALESCE(excluded.email,
    shop_clients.email), updated_at = excluded.updated_at)sql";
inline constexpr std::string_view kClientByKey = R"sql(
    SELECT id FROM shop_clients WHERE shop_id = $1 AND client_key = $2)sql";

// The booking names its client and, for an online booking, carries the customer's contact.
inline constexpr std::string_view kAttachBooking = R"sql(
    UPDATE bookings SET client_id = $1, customer_name = COALESCE(customer_name, $2),
    customer_phone = COALESCE(customer_phone, $3), customer_email = COALESCE(customer_email, $4)
    WHERE id = $5)sql";

// An optional parameter is compared with its column before "IS NULL": PostgreSQL types a
// parameter where it first meets it.
// One row per client with their figures. $1 the shop or NULL, $2 one client or NULL, $3 a staff
// member (only clients with a booking of theirs, figures of those bookings) or NULL.
inline constexpr std::string_view kClientFigures = R"sql(
    SELECT c.id, c.shop_id, c.user_id, c.name, c.phone, c.email, c.note,
    COUNT(CASE WHEN b.status = 'completed' THEN 1 END) AS visits,
    MAX(CASE WHEN b.status = 'completed' THEN b.start_at END) AS last_visit,
    COUNT(CASE WHEN b.status = 'no_show' THEN 1 END) AS no_shows,
    COALESCE(SUM(CASE WHEN b.status = 'completed' THEN b.price_hkd END), 0) AS spend,
    COUNT(b.id) AS bookings, c.updated_at
    FROM shop_clients c
    JOIN bookings b ON b.client_id = c.id AND (b.staff_id = $3 OR $3 IS NULL)
    WHERE (c.shop_id = $1 OR $1 IS NULL) AND (c.id = $2 OR $2 IS NULL)
    GROUP BY c.id, c.shop_id, c.user_id, c.name, c.phone, c.email, c.note, c.updated_at
    ORDER BY c.updated_at DESC, c.id)sql";

// A client's bookings, newest first ($2: only a staff member's, or NULL).
inline constexpr std::string_view kClientBookings = R"sql(
    SELECT b.id, b.start_at, b.end_at, b.status, b.price_hkd, b.source, b.staff_id,
    s.name AS service_name, s.name_zh AS service_name_zh, st.name AS staff_name
    FROM bookings b LEFT JOIN services s ON s.id = b.service_id
    LEFT JOIN staff st ON st.id = b.staff_id
    WHERE b.client_id = $1 AND (b.staff_id = $2 OR $2 IS NULL) ORDER BY b.start_at DESC)sql";

inline constexpr std::string_view kClientShop = R"sql(
    SELECT shop_id FROM shop_clients WHERE id = $1)sql";
inline constexpr std::string_view kUpdateNote = R"sql(
    UPDATE shop_clients SET note = $1 WHERE id = $2)sql";

}  // namespace emu::clients::sql
