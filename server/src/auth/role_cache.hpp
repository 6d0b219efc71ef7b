// The application roles of a user (user_roles rows), cached for at most 5 minutes as the spec
// says, and cleared for a user whenever their roles change on this node. Reads the database:
// call on the worker pool. Per-node cache: another instance sees a change within the TTL.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "db/database.hpp"

namespace emu::auth {

class RoleCache {
 public:
  explicit RoleCache(std::chrono::seconds ttl = std::chrono::minutes(5)) : ttl_(ttl) {}

  db::Result<std::vector<std::string>> roles_of(db::Database& db, const std::string& user_id);
  void invalidate(const std::string& user_id);
  void clear();

 private:
  struct Entry {
    std::vector<std::string> roles;
    std::chrono::steady_clock::time_point loaded;
  };
  std::chrono::seconds ttl_;
  std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
};

}  // namespace emu::auth
