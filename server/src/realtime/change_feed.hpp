// Where committed changes come from (migration 0012_realtime.sql): on PostgreSQL the NOTIFYs
// on channel emu_realtime, which reach every instance listening on the one database; on SQLite
// the realtime_changes table, read in order and then emptied (one process). A thread of its
// own, since both ways block; it hands each batch to the sink.
#pragma once

#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "db/database.hpp"
#include "realtime/change.hpp"

namespace emu::realtime {

class ChangeFeed {
 public:
  using Sink = std::function<void(std::vector<Change>)>;

  // url: the database URL (PostgreSQL listens on a connection of its own).
  ChangeFeed(db::Database& db, std::string url, Sink sink);
  ChangeFeed(const ChangeFeed&) = delete;
  ChangeFeed& operator=(const ChangeFeed&) = delete;
  ~ChangeFeed() { stop(); }

  void start();
  void stop();

 private:
  void run_postgres(std::stop_token stop);
  void run_sqlite(std::stop_token stop);

  db::Database& db_;
  std::string url_;
  Sink sink_;
  std::jthread thread_;
};

// A NOTIFY payload ({"table","op","id","at"}) as a Change; nullopt when malformed.
std::optional<Change> parse_notification(std::string_view payload);

}  // namespace emu::realtime
