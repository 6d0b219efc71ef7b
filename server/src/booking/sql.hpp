// The booking room's SQL that is not next to its one user (booking_store.cpp and
// booking_day.cpp keep their statements at the top): status changes, the jobs, weather.
#pragma once

#include <string>
#include <string_view>

#include "booking/booking_day.hpp"

namespace emu::booking::sql {

// --- the bookings row
inline constexpr std::string_view kBookingColumns =
    "id, user_id, shop_id, service_id, staff_id, status, start_at, end_at, occupied_until, "
    "duration_min, price_hkd, note, source, idempotency_key, confirmed_at, cancelled_at, "
    "cancelled_by, cancel_reason, decline_reason, completed_at, deposit_status, "
    "weather_affected, expires_at, booking_date, booking_time, created_at, updated_at, "
    "customer_name, customer_phone, customer_email, deposit_hkd, payment_due_at";
inline const std::string kFindBooking =
    "SELECT " + std::string(kBookingColumns) + " FROM bookings WHERE id = $1";
inline const std::string kFindByKey = "SELECT " + std::string(kBookingColumns) +
                                      " FROM bookings WHERE user_id = $1 AND idempotency_key = $2";
inline constexpr std::string_view kDeleteCells = R"sql(
    DELETE FROM booking_slots WHERE booking_id = $1)sql";
inline const std::string kBookedMinutes =
    "SELECT staff_id, SUM(duration_min) FROM bookings WHERE shop_id = $1 AND status IN " +
    std::string(kHoldingStatuses) +
    " AND start_at >= $2 AND start_at < $3 AND staff_id IS NOT NULL GROUP BY staff_id";
// The day's unavailable intervals in one statement: time off (kind 0; a day's margin on both
// sides, as rows may be written with any offset, which SQLite compares as text; the exact
// overlap is decided after parsing), then the holding bookings that start within two days
// before the date's start (kind 1; none holds its staff member longer: domain::kMaxServiceMin
// plus domain::kMaxBufferMin), then blocked time (kind 2: kBlocksNear).
// A shop's blocked time near a day: at most a day long, so the time off's margin finds it;
// staff_id NULL: every staff member's.
inline constexpr std::string_view kBlocksNear = R"sql(
    SELECT 2, staff_id, starts_at, ends_at FROM blocks
    WHERE shop_id = $1 AND ends_at > $2 AND starts_at < $3)sql";
inline const std::string kBlocked =
    "SELECT 0, staff_id, starts_at, ends_at FROM time_off "
    "WHERE business_id = $1 AND ends_at > $2 AND starts_at < $3 "
    "UNION ALL "
    "SELECT 1, staff_id, start_at, occupied_until FROM bookings WHERE shop_id = $1 "
    "AND status IN " +
    std::string(kHoldingStatuses) +
    " AND start_at < $4 AND start_at > $6 AND id <> $5 AND staff_id IS NOT NULL UNION ALL " +
    std::string(kBlocksNear);
inline constexpr std::string_view kCancelNoticeHours = R"sql(
    SELECT cancel_notice_hours FROM businesses WHERE id = $1)sql";

// --- status changes. The shop's answers ($1 status, $2 now, $3 reason, $4 id, $5 the status
// read before): one statement per move, each setting its own time column.
inline constexpr std::string_view kShopConfirms = R"sql(
    UPDATE bookings SET status = $1, updated_at = $2, confirmed_at = $2, decline_reason =
    COALESCE($3, decline_reason) WHERE id = $4 AND status = $5)sql";
inline constexpr std::string_view kShopCompletes = R"sql(
    UPDATE bookings SET status = $1, updated_at = $2, completed_at = $2, decline_reason =
    COALESCE($3, decline_reason) WHERE id = $4 AND status = $5)sql";
inline constexpr std::string_view kShopDeclines = R"sql(
    UPDATE bookings SET status = $1, updated_at = $2, cancelled_at = $2, cancelled_by =
    'merchant', cancel_reason = 'declined', decline_reason = COALESCE($3, decline_reason)
    WHERE id = $4 AND status = $5)sql";
inline constexpr std::string_view kShopCancels = R"sql(
    UPDATE bookings SET status = $1, updated_at = $2, cancelled_at = $2, cancelled_by =
    'merchant', cancel_reason = 'merchant', decline_reason = COALESCE($3, decline_reason)
    WHERE id = $4 AND status = $5)sql";
inline constexpr std::string_view kShopSetsStatus = R"sql(
    UPDATE bookings SET status = $1, updated_at = $2, decline_reason = COALESCE($3,
    decline_reason) WHERE id = $4 AND status = $5)sql";
inline constexpr std::string_view kCustomerCancels = R"sql(
    UPDATE bookings SET status = 'cancelled', cancelled_at = $1, cancelled_by = 'customer',
    cancel_reason = $2, decline_reason = $3, updated_at = $1 WHERE id = $4 AND status IN
    ('pending', 'confirmed', 'awaiting_payment'))sql";

// --- the booking jobs
inline constexpr std::string_view kDueExpiries = R"sql(
    SELECT id FROM bookings WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at
    LIMIT 200)sql";
inline constexpr std::string_view kExpire = R"sql(
    UPDATE bookings SET status = 'cancelled', cancelled_at = $1, cancelled_by = 'system',
    cancel_reason = 'expired', updated_at = $1 WHERE id = $2 AND status = 'pending' AND
    expires_at <= $1)sql";
inline constexpr std::string_view kDueReminders = R"sql(
    SELECT id FROM bookings WHERE status = 'confirmed' AND reminded_at IS NULL AND start_at > $1
    AND start_at <= $2 ORDER BY start_at LIMIT 200)sql";
inline constexpr std::string_view kClaimReminder = R"sql(
    UPDATE bookings SET reminded_at = $1 WHERE id = $2 AND reminded_at IS NULL AND status =
    'confirmed')sql";
inline constexpr std::string_view kComplete = R"sql(
    UPDATE bookings SET status = 'completed', completed_at = $1, updated_at = $1 WHERE status =
    'confirmed' AND end_at <= $2)sql";
inline constexpr std::string_view kPurgeCells = R"sql(
    DELETE FROM booking_slots WHERE slot_start < $1)sql";

// --- weather
inline constexpr std::string_view kRecentWeather = R"sql(
    SELECT started_at, ended_at FROM weather_events WHERE ended_at IS NULL OR ended_at > $1)sql";
inline constexpr std::string_view kMarkWeatherAffected = R"sql(
    UPDATE bookings SET weather_affected = $1 WHERE status IN ('pending', 'confirmed') AND
    start_at < $2 AND end_at > $3 AND weather_affected = $4)sql";
inline constexpr std::string_view kOpenWeather = R"sql(
    SELECT id, started_at FROM weather_events WHERE kind = $1 AND ended_at IS NULL)sql";
inline constexpr std::string_view kStartWeather = R"sql(
    INSERT INTO weather_events (id, kind, started_at, source, created_at) VALUES ($1, $2, $3,
    $5, $4))sql";
inline constexpr std::string_view kEndWeather = R"sql(
    UPDATE weather_events SET ended_at = $1 WHERE kind = $2 AND ended_at IS NULL)sql";
inline constexpr std::string_view kLatestWeather = R"sql(
    SELECT started_at, ended_at FROM weather_events WHERE kind = $1 ORDER BY started_at DESC
    LIMIT 1)sql";

// --- booking_whatsapp.cpp: who a booking's WhatsApp messages concern (the customer's account,
// the shop, the customer's name), and what the deposit-due message says and in which language.
inline constexpr std::string_view kMessageParties = R"sql(
    SELECT b.user_id, b.shop_id, COALESCE(cp.name, b.customer_name) FROM bookings b LEFT JOIN
    user_profiles cp ON cp.user_id = b.user_id WHERE b.id = $1)sql";
inline constexpr std::string_view kDepositDueMessage = R"sql(
    SELECT b.id, b.start_at, b.end_at, sh.name, sh.name_zh, sv.name, sv.name_zh, b.user_id,
    b.shop_id, cp.preferred_lang, cu.raw_user_meta_data FROM bookings b JOIN businesses sh ON
    sh.id = b.shop_id LEFT JOIN services sv ON sv.id = b.service_id LEFT JOIN users cu ON cu.id
    = b.user_id LEFT JOIN user_profiles cp ON cp.user_id = b.user_id WHERE b.id = $1)sql";

}  // namespace emu::booking::sql
