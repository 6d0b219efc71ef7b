#include "identity/app_roles.hpp"

#include <array>

namespace emu::auth {
namespace {

// One row with a NULL role: the user exists and has no roles; no row: the account is gone.
// "team_member" joins them while the user is active on some shop's team (shop_members,
// salon-day.md C.1): the row policies' Who::member, so that rules whose predicate joins
// shop_members are not even tried for everyone else. Its rows go with the account (CASCADE).
constexpr std::string_view kRolesOf = R"sql(
    SELECT r.role FROM users u LEFT JOIN user_roles r ON r.user_id = u.id WHERE u.id = $1
    UNION SELECT 'team_member' FROM shop_members m WHERE m.user_id = $1 AND m.status =
    'active' ORDER BY 1)sql";

}  // namespace

db::Result<std::optional<std::vector<std::string>>> load_roles(db::Database& db,
                                                               const std::string& user_id) {
  auto conn = db.acquire();
  if (!conn) return std::unexpected(conn.error());
  const std::array<db::Param, 1> params{user_id};
  auto rows = (*conn)->query(kRolesOf, params);
  if (!rows) return std::unexpected(rows.error());
  if (rows->rows.empty()) return std::optional<std::vector<std::string>>();
  std::vector<std::string> roles;
  for (const auto& row : rows->rows) {
    if (row[0].is_string()) roles.emplace_back(row[0].as_string());
  }
  return std::optional<std::vector<std::string>>(std::move(roles));
}

}  // namespace emu::auth
