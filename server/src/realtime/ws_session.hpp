// One /realtime/v1/websocket connection on its I/O thread: a reader that answers the Phoenix
// pushes (phx_join, heartbeat, access_token, phx_leave) and a writer that drains a bounded
// queue. A client that does not read fast enough fills the queue (EMU_REALTIME_SEND_QUEUE) and
// is disconnected; nothing is ever buffered without bound.
#pragma once

#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <deque>
#include <memory>
#include <set>
#include <string>

#include "realtime/hub.hpp"
#include "realtime/protocol.hpp"
#include "runtime/context.hpp"

namespace emu::realtime {

class WsSession final : public Outlet, public std::enable_shared_from_this<WsSession> {
 public:
  using Socket = boost::beast::websocket::stream<boost::beast::tcp_stream>;

  // apikey: the connection's key, the viewer of a join that sends no access_token.
  // object_frames: the client asked for vsn 1.0.0 (object frames) in its URL.
  WsSession(runtime::Context& ctx, Hub& hub, Socket socket, std::string apikey, bool object_frames);
  ~WsSession() override;

  // Thread-safe: hands the frame to the socket's own thread.
  void deliver(std::string frame) override;
  // Until the connection ends.
  boost::asio::awaitable<void> run();

 private:
  boost::asio::awaitable<void> reader();
  boost::asio::awaitable<void> writer();
  boost::asio::awaitable<void> on_join(const Frame& f);
  boost::asio::awaitable<void> on_access_token(const Frame& f);
  void on_leave(const Frame& f);
  void push(std::string frame);
  void close();

  runtime::Context& ctx_;
  Hub& hub_;
  Socket ws_;
  std::string apikey_;
  std::deque<std::string> queue_;
  boost::asio::steady_timer wake_;
  bool closed_ = false;
  bool object_frames_ = false;  // answer in vsn 1.0.0's object form
  std::set<std::string> joined_;
};

}  // namespace emu::realtime
