// The system status room's SQL, named (issue 26).
#pragma once

#include <string_view>

namespace emu::status::sql {

inline constexpr std::string_view kAdminAccounts =
    "SELECT u.email FROM user_roles r JOIN users u ON u.id = r.user_id WHERE r.role = 'admin' "
    "AND u.email IS NOT NULL ORDER BY u.email LIMIT 100";
// audit_log is not exposed through /rest/v1: the dashboard's Recent Activity comes from here.
inline constexpr std::string_view kRecentActivity =
    "SELECT id, actor_email, action, entity_type, entity_id, details, created_at FROM audit_log "
    "ORDER BY created_at DESC LIMIT 10";
inline constexpr std::string_view kPostgresDurability =
    "SELECT current_setting('synchronous_commit')";
inline constexpr std::string_view kSqliteDurability = "PRAGMA synchronous";

}  // namespace emu::status::sql
