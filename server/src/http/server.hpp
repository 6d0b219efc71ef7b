// The listener and one coroutine per connection (Beast's advanced-server hardening): a fresh
// parser per message with header and body limits, an idle timeout between requests and a
// deadline for a whole request, keep-alive, and a graceful stop: idle connections close at
// once, a request already begun gets until a deadline to arrive (then 503) and is answered.
#pragma once

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/tcp_stream.hpp>

#include <chrono>
#include <expected>
#include <functional>
#include <string>
#include <vector>

#include "http/connections.hpp"
#include "http/types.hpp"

namespace emu::http {

struct ServerLimits {
  std::size_t max_body = 1024 * 1024;
  // Bodies sent to paths starting with upload_path_prefix (storage uploads) get their own limit.
  std::size_t max_upload_body = 10 * 1024 * 1024;
  std::string upload_path_prefix = "/storage/v1/object/";
  std::size_t max_header_bytes = 8192;
  std::chrono::seconds request_timeout{30};
  std::chrono::seconds idle_timeout{75};
};

class HttpServer {
 public:
  using Dispatch = std::function<boost::asio::awaitable<Response>(Request&)>;
  // A WebSocket Upgrade request under a path prefix takes the connection over for good.
  using Upgrade = std::function<boost::asio::awaitable<void>(boost::beast::tcp_stream, RawRequest)>;

  // One io_context per I/O thread: a connection lives on one of them for its whole life, so
  // its coroutine, socket and timers never race and need no strand. The acceptor runs on the
  // first and deals connections out in turn.
  HttpServer(std::vector<boost::asio::io_context*> contexts, ServerLimits limits,
             Dispatch dispatch);
  // "host:port"; port 0 picks a free one (see port()).
  std::expected<void, std::string> listen(std::string_view host_port);
  [[nodiscard]] unsigned short port() const;
  // The stop: refuses new connections, closes idle keep-alive connections at once, lets a
  // request whose first bytes have arrived come in until `read_until` (after that it is
  // answered 503 with Connection: close) and closes every connection after its answer.
  void begin_stop(std::chrono::steady_clock::time_point read_until);
  // Before listen(): Upgrade requests whose path starts with `prefix` go to `upgrade`.
  void set_upgrade(std::string prefix, Upgrade upgrade) {
    upgrade_prefix_ = std::move(prefix);
    upgrade_ = std::move(upgrade);
  }
  // Requests from their first byte until their answer is written.
  [[nodiscard]] std::size_t requests_in_flight() const { return connections_->in_flight(); }
  // Completes when no request is in flight or `until` has passed.
  boost::asio::awaitable<void> drain(std::chrono::steady_clock::time_point until);

 private:
  boost::asio::awaitable<void> accept_loop();
  boost::asio::awaitable<void> session(boost::asio::ip::tcp::socket socket);

  std::vector<boost::asio::io_context*> contexts_;
  std::size_t next_context_ = 0;
  ServerLimits limits_;
  Dispatch dispatch_;
  std::string upgrade_prefix_;
  Upgrade upgrade_;
  boost::asio::ip::tcp::acceptor acceptor_;
  std::shared_ptr<Connections> connections_ = std::make_shared<Connections>();
};

}  // namespace emu::http
