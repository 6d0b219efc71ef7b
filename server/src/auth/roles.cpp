#include "auth/roles.hpp"

#include <algorithm>

#include "auth/params.hpp"
#include "auth/sql.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kHasRoles = R"sql(SELECT role FROM user_roles WHERE user_id = $1)sql";
constexpr std::string_view kUpsertRole = R"sql(
    INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id, role) DO NOTHING
)sql";

constexpr std::string_view kIsAdmin = R"sql(
    SELECT role FROM user_roles WHERE user_id = $1 AND role = 'admin')sql";

}  // namespace

db::Result<bool> has_admin_role(db::Connection& conn, const std::string& user_id) {
  auto rows = exec(conn, kIsAdmin, {user_id});
  if (!rows) return std::unexpected(rows.error());
  return !rows->rows.empty();
}

bool is_admin_email(const std::vector<std::string>& admin_emails, const std::string& email) {
  return !email.empty() && std::ranges::any_of(admin_emails, [&](const std::string& a) {
    return normalize_email(a) == email;
  });
}

db::Result<void> ensure_roles(db::Connection& conn, const std::vector<std::string>& admin_emails,
                              const std::string& user_id, const std::string& email) {
  std::vector<std::string> wanted;
  if (is_admin_email(admin_emails, email)) {
    wanted = {"admin", "user"};
  } else {
    auto rows = exec(conn, kHasRoles, {user_id});
    if (!rows) return std::unexpected(rows.error());
    if (rows->rows.empty()) wanted = {"user"};
  }
  for (const auto& role : wanted) {
    if (auto r = exec(conn, kUpsertRole, {user_id, role}); !r) return std::unexpected(r.error());
  }
  return {};
}

}  // namespace emu::auth
