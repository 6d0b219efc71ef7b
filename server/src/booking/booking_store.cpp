#include "booking/booking_store.hpp"

#include <array>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include "booking/booking_day.hpp"
#include "booking/cells.hpp"
#include "booking/sql.hpp"

namespace emu::booking {
namespace {

constexpr std::string_view kInsert = R"sql(
    INSERT INTO bookings (id, user_id, shop_id, service_id, staff_id, status, start_at, end_at,
    occupied_until, duration_min, price_hkd, note, source, idempotency_key, confirmed_at,
    weather_affected, expires_at, booking_date, booking_time, created_at, updated_at,
    customer_name, customer_phone, customer_email) VALUES
    ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $20, $13, $14, $15, $16, $17,
    $18, $19, $19, $21, $22, $23))sql";

constexpr std::string_view kUpdateTimes = R"sql(
    UPDATE bookings SET staff_id = $1, start_at = $2, end_at = $3, occupied_until = $4,
    booking_date = $5, booking_time = $6, updated_at = $7 WHERE id = $8)sql";

// $2 the booking or $3 the block, the other NULL.
constexpr std::string_view kInsertCellsPostgres = R"sql(
    INSERT INTO booking_slots (staff_id, slot_start, booking_id, block_id)
    SELECT $1::uuid, c::timestamptz, $2::uuid, $3::uuid
    FROM json_array_elements_text($4::json) AS c)sql";
constexpr std::string_view kInsertCellsSqlite = R"sql(
    INSERT INTO booking_slots (staff_id, slot_start, booking_id, block_id)
    SELECT $1, value, $2, $3 FROM json_each($4))sql";

db::Param or_null(const std::string& v) { return v.empty() ? db::Param(nullptr) : db::Param(v); }

db::Result<void> script(db::Connection& conn, std::string_view sql) {
  return conn.execute_script(sql);
}

}  // namespace

db::Result<bool> insert_cells(db::Connection& conn, const std::string& staff_id,
                              const CellOwner& owner, domain::Minute start,
                              domain::Minute occupied_until) {
  // Four bound values whatever the length: the cells' starts go as one JSON array, unpacked
  // by the database (a parameter per cell made a long booking cost quadratic time in SQLite).
  boost::json::array starts;
  for (domain::Minute t = start; t < occupied_until; t += domain::kCellMin) {
    starts.emplace_back(domain::format_utc_minute(t));
  }
  if (starts.empty()) return true;
  const std::string_view sql =
      conn.dialect() == db::Dialect::postgres ? kInsertCellsPostgres : kInsertCellsSqlite;
  const bool booking = owner.kind == CellOwner::Kind::booking;
  const std::array<db::Param, 4> params{
      staff_id, booking ? db::Param(owner.id) : db::Param(nullptr),
      booking ? db::Param(nullptr) : db::Param(owner.id), boost::json::serialize(starts)};
  auto r = conn.query(sql, params);
  if (!r) {
    if (r.error().sqlstate == "23505") return false;
    return std::unexpected(r.error());
  }
  return true;
}

db::Result<void> delete_cells(db::Connection& conn, const std::string& booking_id) {
  auto r = run(conn, sql::kDeleteCells, {booking_id});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<void> update_times(db::Connection& conn, const std::string& booking_id,
                              const NewTimes& t) {
  auto r = run(conn, kUpdateTimes,
               {t.staff_id, utc(t.start), utc(t.end), utc(t.occupied_until),
                domain::format_date(domain::hk_date_of(t.start)), domain::hhmm_hkt(t.start) + ":00",
                t.now, booking_id});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<Insert> insert_booking(db::Connection& conn, const NewBooking& b) {
  if (auto s = script(conn, "SAVEPOINT booking_attempt"); !s) return std::unexpected(s.error());
  auto undo = [&](Insert outcome) -> db::Result<Insert> {
    if (auto s = script(conn, "ROLLBACK TO SAVEPOINT booking_attempt"); !s) {
      return std::unexpected(s.error());
    }
    if (auto s = script(conn, "RELEASE SAVEPOINT booking_attempt"); !s) {
      return std::unexpected(s.error());
    }
    return outcome;
  };
  const auto date = domain::format_date(domain::hk_date_of(b.start));
  const auto time = domain::hhmm_hkt(b.start) + ":00";
  const auto* who = b.customer ? &*b.customer : nullptr;
  auto ins = run(conn, kInsert,
                 {b.id,
                  or_null(b.user_id),
                  b.shop_id,
                  b.service_id,
                  b.staff_id,
                  b.status,
                  utc(b.start),
                  utc(b.end),
                  utc(b.occupied_until),
                  std::int64_t{b.duration_min},
                  b.price ? db::Param(*b.price) : db::Param(nullptr),
                  b.note ? db::Param(*b.note) : db::Param(nullptr),
                  or_null(b.idempotency_key),
                  b.status == "confirmed" ? db::Param(b.now) : db::Param(nullptr),
                  b.weather_affected,
                  b.expires_at ? db::Param(*b.expires_at) : db::Param(nullptr),
                  date,
                  time,
                  b.now,
                  b.source,
                  who ? db::Param(who->name) : db::Param(nullptr),
                  who ? db::Param(who->phone) : db::Param(nullptr),
                  who && who->email ? db::Param(*who->email) : db::Param(nullptr)});
  if (!ins) {
    if (ins.error().sqlstate == "23505") return undo(Insert::key_taken);
    return std::unexpected(ins.error());
  }
  auto cells = insert_cells(conn, b.staff_id, b.id, b.start, b.occupied_until);
  if (!cells) return std::unexpected(cells.error());
  if (!*cells) return undo(Insert::slot_taken);
  if (auto s = script(conn, "RELEASE SAVEPOINT booking_attempt"); !s) {
    return std::unexpected(s.error());
  }
  return Insert::inserted;
}

db::Result<std::optional<boost::json::object>> find_booking(db::Connection& conn,
                                                            const std::string& id) {
  return db::first_object(conn, sql::kFindBooking, {id});
}

db::Result<std::optional<boost::json::object>> find_by_key(db::Connection& conn,
                                                           const std::string& user_id,
                                                           const std::string& key) {
  return db::first_object(conn, sql::kFindByKey, {user_id, key});
}

boost::json::object booking_json(boost::json::object row) {
  for (auto key : {"start_at", "end_at", "occupied_until", "payment_due_at"}) {
    if (auto* v = row.if_contains(key)) {
      if (auto at = instant(*v)) *v = domain::format_hkt(*at);
    }
  }
  if (auto* v = row.if_contains("weather_affected")) *v = boolean(*v);
  for (auto key : {"price_hkd", "deposit_hkd"}) {
    if (auto* v = row.if_contains(key); v && !v->is_null()) *v = real(*v);
  }
  return row;
}

db::Result<std::vector<std::pair<std::string, std::int64_t>>> booked_minutes(
    db::Connection& conn, const std::string& shop_id, domain::Minute day_start) {
  auto r = run(conn, sql::kBookedMinutes, {shop_id, utc(day_start), utc(day_start + 1440)});
  if (!r) return std::unexpected(r.error());
  std::vector<std::pair<std::string, std::int64_t>> out;
  for (const auto& row : r->rows) out.emplace_back(text(row[0]), integer(row[1]));
  return out;
}

}  // namespace emu::booking
