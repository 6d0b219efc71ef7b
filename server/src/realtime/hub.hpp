// Every joined channel of this server and the fan-out of changes to them. The change feed's
// thread calls publish(); for each change the row is re-read once per distinct (viewer, filter)
// through row_reader (the subscriber's own policies) and sent to the channels whose bindings it
// matches, within each channel's rate limit (EMU_REALTIME_EVENTS_PER_SECOND). Sockets join and
// leave from their I/O threads; one mutex guards the table.
#pragma once

#include <boost/json/value.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "realtime/change.hpp"
#include "realtime/viewer.hpp"
#include "runtime/context.hpp"

namespace emu::realtime {

// The sending side of a socket: frames queued from any thread (bounded; see ws_session).
class Outlet {
 public:
  virtual ~Outlet() = default;
  virtual void deliver(std::string frame) = 0;
};

struct Binding {
  std::int64_t id = 0;
  std::string event;  // *, INSERT, UPDATE, DELETE
  std::string table;
  std::string filter;  // as the client sent it ("shop_id=eq.…"), echoed in the join reply
  std::string query;   // the filter as a data API query parameter (row_reader::filter_query)
};

// The tables migration 0012_realtime.sql captures.
bool captured_table(std::string_view table);

class Hub {
 public:
  Hub(runtime::Context& ctx, double events_per_second);

  void join(const std::shared_ptr<Outlet>& outlet, const std::string& topic,
            boost::json::value join_ref, Viewer viewer, std::vector<Binding> bindings);
  // A refreshed access token: later rows are read as the new viewer.
  void set_viewer(const Outlet* outlet, const std::string& topic, Viewer viewer);
  void leave(const Outlet* outlet, const std::string& topic);
  void leave_all(const Outlet* outlet);
  [[nodiscard]] std::size_t channels() const;

  // Blocking (reads rows): the change feed's thread.
  void publish(const std::vector<Change>& changes);

  std::int64_t next_binding_id() { return ++binding_ids_; }

 private:
  struct Channel {
    std::weak_ptr<Outlet> outlet;
    const Outlet* key = nullptr;
    std::string topic;
    boost::json::value join_ref;
    Viewer viewer;
    std::vector<Binding> bindings;
    double tokens = 0;  // rate limit bucket
    std::chrono::steady_clock::time_point refilled;
    std::int64_t dropped = 0;
  };
  void publish_one(const Change& change);
  // Re-reads the roles of every signed-in viewer (once per distinct user per batch of changes)
  // and closes the channels of deleted accounts.
  void refresh_viewers();
  void close_channel(Channel& ch, Outlet& outlet, const std::string& message);
  bool take_token(Channel& ch, std::chrono::steady_clock::time_point now);

  runtime::Context& ctx_;
  const double rate_;
  mutable std::mutex mutex_;
  std::vector<std::shared_ptr<Channel>> channels_;
  std::atomic<std::int64_t> binding_ids_{0};
};

}  // namespace emu::realtime
