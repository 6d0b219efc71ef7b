#include "app/insert_bench.hpp"

#include <vector>

#include "app/bench_loop.hpp"
#include "common/ids.hpp"

namespace emu::app {
namespace {

constexpr std::string_view kInsertBooking = R"sql(
    INSERT INTO bookings (id, user_id, shop_id, booking_date, booking_time, status)
    VALUES ($1, $2, $3, $4, $5, 'pending'))sql";

}  // namespace

std::expected<std::string, std::string> insert_bench(db::Database& db, const std::string& shop_id,
                                                     const std::string& user_id, double seconds) {
  auto conn = db.acquire();
  if (!conn) return std::unexpected(conn.error().message);
  return bench_loop(
      seconds,
      [&]() -> std::expected<void, std::string> {
        const std::vector<db::Param> row{common::new_uuid(), user_id, shop_id,
                                         std::string("2030-01-01"), std::string("10:00:00")};
        auto r = (*conn)->query(kInsertBooking, row);
        if (!r) return std::unexpected(r.error().message);
        return {};
      },
      [] {
        return std::string("insert-bench: one thread, one prepared single-row INSERT per commit");
      });
}

}  // namespace emu::app
