// Notifications from PostgreSQL's NOTIFY on one channel, on a connection of its own (the pool's
// connections go back and forth between callers and would miss them). Used by Realtime's
// change feed; SQLite has no equivalent (its feed reads a table instead).
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"

namespace emu::db {

class Listener {
 public:
  virtual ~Listener() = default;
  // Waits up to `timeout` for notifications and returns their payloads (empty: none came).
  // An error means the connection is lost: open a new listener (notifications sent in between
  // are lost).
  virtual Result<std::vector<std::string>> wait(std::chrono::milliseconds timeout) = 0;
};

// url: a postgres:// URL as for Database::open; channel: a plain identifier.
Result<std::unique_ptr<Listener>> open_listener(std::string_view url, std::string_view channel);

}  // namespace emu::db
