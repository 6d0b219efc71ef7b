#include "identity/app_roles.hpp"

#include <array>

namespace emu::auth {
namespace {

// One row with a NULL role: the user exists and has no roles; no row: the account is gone.
constexpr std::string_view kRolesOf =
    "SELECT r.role FROM users u LEFT JOIN user_roles r ON r.user_id = u.id WHERE u.id = $1 "
    "ORDER BY r.role";

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
