// /realtime/v1/websocket: the HTTP server hands over an Upgrade request's connection here. The
// apikey query parameter (realtime-js sends it) must be a valid key or token, and at most
// EMU_REALTIME_MAX_CONNECTIONS sockets are open at once; then the WebSocket handshake and one
// WsSession. Owns the hub and the change feed that fills it.
#pragma once

#include <atomic>
#include <boost/asio/awaitable.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <string>

#include "http/types.hpp"
#include "realtime/change_feed.hpp"
#include "realtime/hub.hpp"
#include "runtime/context.hpp"

namespace emu::realtime {

class RealtimeServer {
 public:
  explicit RealtimeServer(runtime::Context& ctx);
  void start() { feed_.start(); }
  void stop() { feed_.stop(); }

  // On the connection's I/O thread; returns when the connection is over.
  boost::asio::awaitable<void> upgrade(boost::beast::tcp_stream stream, http::RawRequest req);

  [[nodiscard]] std::size_t connections() const { return connections_.load(); }

 private:
  runtime::Context& ctx_;
  Hub hub_;
  ChangeFeed feed_;
  std::atomic<std::size_t> connections_{0};
};

}  // namespace emu::realtime
