#include "auth/role_cache.hpp"

#include <array>

namespace emu::auth {

db::Result<std::vector<std::string>> RoleCache::roles_of(db::Database& db,
                                                         const std::string& user_id) {
  auto now = std::chrono::steady_clock::now();
  {
    std::lock_guard lock(mutex_);
    if (auto it = entries_.find(user_id); it != entries_.end() && now - it->second.loaded < ttl_) {
      return it->second.roles;
    }
  }
  auto conn = db.acquire();
  if (!conn) return std::unexpected(conn.error());
  std::array<db::Param, 1> params{user_id};
  auto rows = (*conn)->query("SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role", params);
  if (!rows) return std::unexpected(rows.error());
  std::vector<std::string> roles;
  for (const auto& row : rows->rows) roles.emplace_back(row[0].as_string());
  std::lock_guard lock(mutex_);
  if (entries_.size() > 100000) entries_.clear();  // bound memory under churn
  entries_[user_id] = Entry{roles, now};
  return roles;
}

void RoleCache::invalidate(const std::string& user_id) {
  std::lock_guard lock(mutex_);
  entries_.erase(user_id);
}

void RoleCache::clear() {
  std::lock_guard lock(mutex_);
  entries_.clear();
}

}  // namespace emu::auth
