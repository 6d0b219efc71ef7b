#include "booking/booking_moves.hpp"

#include "booking/cells.hpp"
#include "booking/sql.hpp"

namespace emu::booking {
namespace {

// Each answer sets its own time column (and a cancellation its who and why).
std::string_view shop_move_sql(std::string_view action) {
  if (action == "confirm") return sql::kShopConfirms;
  if (action == "complete") return sql::kShopCompletes;
  if (action == "decline") return sql::kShopDeclines;
  if (action == "cancel") return sql::kShopCancels;
  return sql::kShopSetsStatus;
}

db::Param nullable(const std::optional<std::string>& v) {
  return v ? db::Param(*v) : db::Param(nullptr);
}

}  // namespace

db::Result<bool> shop_moves(db::Connection& conn, const std::string& id, std::string_view action,
                            std::string_view to, const std::string& from,
                            const std::optional<std::string>& reason, const std::string& now) {
  return db::changed_one(
      run(conn, shop_move_sql(action), {std::string(to), now, nullable(reason), id, from}));
}

db::Result<bool> customer_cancels(db::Connection& conn, const std::string& id, bool weather,
                                  const std::optional<std::string>& reason,
                                  const std::string& now) {
  return db::changed_one(
      run(conn, sql::kCustomerCancels,
          {now, std::string(weather ? "weather" : "customer"), nullable(reason), id}));
}

db::Result<int> cancel_notice_hours(db::Connection& conn, const std::string& shop_id) {
  auto r = run(conn, sql::kCancelNoticeHours, {shop_id});
  if (!r) return std::unexpected(r.error());
  return r->rows.empty() ? 24 : static_cast<int>(integer(r->rows[0][0], 24));
}

}  // namespace emu::booking
