#include "status/status_store.hpp"

#include <array>

#include "status/sql.hpp"

namespace emu::status {

db::Result<boost::json::array> admin_accounts(db::Connection& conn) {
  auto admins = conn.query(sql::kAdminAccounts);
  if (!admins) return std::unexpected(admins.error());
  boost::json::array out;
  for (const auto& row : admins->rows) out.push_back(row[0]);
  return out;
}

db::Result<boost::json::array> recent_activity(db::Connection& conn) {
  auto rows = conn.query(sql::kRecentActivity);
  if (!rows) return std::unexpected(rows.error());
  return rows->to_objects();
}

db::Result<std::string> durability(db::Connection& conn) {
  if (conn.dialect() == db::Dialect::postgres) {
    auto rows = conn.query(sql::kPostgresDurability);
    if (!rows) return std::unexpected(rows.error());
    return "synchronous_commit=" + std::string(rows->rows.at(0).at(0).as_string());
  }
  auto rows = conn.query(sql::kSqliteDurability);
  if (!rows) return std::unexpected(rows.error());
  constexpr std::array<std::string_view, 4> kNames{"OFF", "NORMAL", "FULL", "EXTRA"};
  const auto& v = rows->rows.at(0).at(0);
  const auto level = v.is_int64() ? v.as_int64() : -1;
  if (level < 0 || level > 3) return std::string("synchronous=unknown");
  return "synchronous=" + std::string(kNames[static_cast<std::size_t>(level)]);
}

}  // namespace emu::status
