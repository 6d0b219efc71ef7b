#include "http/server.hpp"

#include <spdlog/spdlog.h>

#include <array>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <boost/url/parse.hpp>

#include "common/ids.hpp"
#include "common/url_decode.hpp"
#include "common/use_tuple.hpp"
#include "http/responses.hpp"

namespace emu::http {
namespace asio = boost::asio;
namespace beast = boost::beast;
using tcp = asio::ip::tcp;
using common::use_tuple;

namespace {

// Splits the target into a percent-decoded path and the raw query.
bool split_target(std::string_view target, std::string& path, std::string& query) {
  auto qpos = target.find('?');
  auto raw_path = target.substr(0, qpos);
  query = qpos == std::string_view::npos ? std::string() : std::string(target.substr(qpos + 1));
  if (raw_path.empty() || raw_path.front() != '/') return false;
  auto decoded = common::percent_decode(raw_path, common::PlusSign::literal);
  if (!decoded || decoded->find('\0') != std::string::npos) return false;
  path = std::move(*decoded);
  return true;
}

template <class Body>
asio::awaitable<beast::error_code> write_message(beast::tcp_stream& stream,
                                                 bhttp::response<Body>& msg) {
  auto [ec, n] = co_await bhttp::async_write(stream, msg, use_tuple);
  co_return ec;
}

asio::awaitable<beast::error_code> send(beast::tcp_stream& stream, Response& res, bool keep_alive) {
  res.msg.keep_alive(keep_alive);
  if (res.shared_body) {
    bhttp::response<bhttp::span_body<const char>> out(
        std::move(res.msg.base()),
        beast::span<const char>(res.shared_body->data(),
                                res.head_only ? 0 : res.shared_body->size()));
    out.content_length(res.shared_body->size());
    co_return co_await write_message(stream, out);
  }
  if (res.head_only) {
    auto length = res.msg.body().size();
    res.msg.body().clear();
    res.msg.content_length(length);
  } else {
    res.msg.prepare_payload();
  }
  co_return co_await write_message(stream, res.msg);
}

// After an error answer, the client may still be sending a body we refused. Closing with
// unread data makes the kernel send RST, which can destroy our answer before the client
// reads it; so stop sending, then read and discard for a short while.
asio::awaitable<void> linger(beast::tcp_stream& stream, std::chrono::milliseconds for_at_most) {
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_send, ec);
  std::array<char, 16 * 1024> sink{};
  stream.expires_after(for_at_most);
  for (std::size_t total = 0; total < 4 * 1024 * 1024;) {
    auto [read_ec, n] = co_await stream.async_read_some(asio::buffer(sink), use_tuple);
    if (read_ec) break;
    total += n;
  }
}

// A deadline for reading one whole request. Everything runs on the connection's strand, so
// the generation check makes a timer that fired just as the read finished harmless.
class RequestDeadline {
 public:
  using Clock = std::chrono::steady_clock;
  explicit RequestDeadline(asio::any_io_executor executor) : timer_(std::move(executor)) {}

  void arm(const std::shared_ptr<beast::tcp_stream>& stream, Clock::time_point until) {
    fired_ = false;
    until_ = until;
    timer_.expires_at(until);
    timer_.async_wait([this, weak = std::weak_ptr(stream), generation = ++generation_,
                       alive = std::weak_ptr(alive_)](const beast::error_code& ec) {
      if (ec || alive.expired() || generation != generation_) return;
      if (auto s = weak.lock()) {
        fired_ = true;
        beast::error_code ignored;
        s->socket().cancel(ignored);
      }
    });
  }
  // Brings an armed deadline forward to `until` (the stop's), never later.
  void shorten(const std::shared_ptr<beast::tcp_stream>& stream, Clock::time_point until) {
    if (until < until_) arm(stream, until);
  }
  // Stops the timer; true when it fired and cancelled the read.
  bool disarm() {
    ++generation_;
    timer_.cancel();
    return fired_;
  }

 private:
  asio::steady_timer timer_;
  Clock::time_point until_;
  std::uint64_t generation_ = 0;
  bool fired_ = false;
  std::shared_ptr<int> alive_ = std::make_shared<int>(0);  // handlers check it before `this`
};

}  // namespace

HttpServer::HttpServer(std::vector<asio::io_context*> contexts, ServerLimits limits,
                       Dispatch dispatch)
    : contexts_(std::move(contexts)),
      limits_(limits),
      dispatch_(std::move(dispatch)),
      acceptor_(*contexts_.front()) {}

std::expected<void, std::string> HttpServer::listen(std::string_view host_port) {
  auto colon = host_port.rfind(':');
  if (colon == std::string_view::npos) return std::unexpected("EMU_LISTEN must be host:port");
  std::string host(host_port.substr(0, colon));
  if (host.size() > 2 && host.front() == '[' && host.back() == ']')
    host = host.substr(1, host.size() - 2);
  unsigned port = 0;
  try {
    port = static_cast<unsigned>(std::stoul(std::string(host_port.substr(colon + 1))));
  } catch (const std::exception&) {
    return std::unexpected("EMU_LISTEN has no valid port");
  }
  beast::error_code ec;
  auto address = asio::ip::make_address(host == "localhost" ? "127.0.0.1" : host, ec);
  if (ec) return std::unexpected("EMU_LISTEN has no valid address: " + host);
  tcp::endpoint endpoint(address, static_cast<unsigned short>(port));
  acceptor_.open(endpoint.protocol(), ec);
  if (!ec) acceptor_.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) acceptor_.bind(endpoint, ec);
  if (!ec) acceptor_.listen(asio::socket_base::max_listen_connections, ec);
  if (ec)
    return std::unexpected("cannot listen on " + std::string(host_port) + ": " + ec.message());
  asio::co_spawn(*contexts_.front(), accept_loop(), asio::detached);
  return {};
}

unsigned short HttpServer::port() const { return acceptor_.local_endpoint().port(); }

void HttpServer::begin_stop(std::chrono::steady_clock::time_point read_until) {
  connections_->stop(read_until);
  beast::error_code ec;
  acceptor_.close(ec);
}

asio::awaitable<void> HttpServer::drain(std::chrono::steady_clock::time_point until) {
  asio::steady_timer timer(co_await asio::this_coro::executor);
  while (connections_->in_flight() > 0 && std::chrono::steady_clock::now() < until) {
    timer.expires_after(std::chrono::milliseconds(20));
    co_await timer.async_wait(use_tuple);
  }
}

asio::awaitable<void> HttpServer::accept_loop() {
  while (!connections_->stopping()) {
    auto& context = *contexts_[next_context_++ % contexts_.size()];
    auto [ec, socket] = co_await acceptor_.async_accept(context, use_tuple);
    if (ec) {
      if (connections_->stopping() || ec == asio::error::operation_aborted) co_return;
      spdlog::warn("accept failed: {}", ec.message());
      continue;
    }
    socket.set_option(tcp::no_delay(true), ec);
    auto executor = socket.get_executor();
    asio::co_spawn(executor, session(std::move(socket)), asio::detached);
  }
}

asio::awaitable<void> HttpServer::session(tcp::socket socket) {
  beast::error_code ec;
  auto remote = socket.remote_endpoint(ec);
  std::string remote_ip = ec ? std::string() : remote.address().to_string();
  // The connections' shared state outlives the server object (this frame may be destroyed
  // with its io_context after the server is gone); destructors below touch only it.
  const std::shared_ptr<Connections> connections = connections_;
  // Shared so the request-deadline timer can reach the socket without outliving it.
  auto stream_owner = std::make_shared<beast::tcp_stream>(std::move(socket));
  beast::tcp_stream& stream = *stream_owner;
  RequestDeadline deadline(co_await asio::this_coro::executor);
  beast::flat_buffer buffer;
  buffer.max_size(limits_.max_header_bytes + limits_.max_body + 64 * 1024);

  // Where the connection is, for the stop (which runs on this connection's thread, between
  // the steps below): idle between requests, reading one, or answering it.
  enum class Phase { idle, reading, answering } phase = Phase::idle;
  auto on_stop = std::make_shared<Connections::OnStop>([&] {
    if (phase == Phase::idle) {
      // Nothing was asked: close now rather than when the idle timeout ends.
      beast::error_code ignored;
      stream.socket().cancel(ignored);
    } else if (phase == Phase::reading) {
      deadline.shorten(stream_owner, connections->read_until());
    }
  });
  // Declared after everything on_stop refers to, so it is gone before they are.
  const auto registration = connections->add(co_await asio::this_coro::executor, on_stop);

  while (!connections->stopping()) {
    // Between requests: wait for the first bytes under the idle timeout, then the whole
    // request must arrive within the request timeout (a slow client gets 408).
    if (buffer.size() == 0) {
      phase = Phase::idle;
      stream.expires_after(limits_.idle_timeout);
      auto [read_ec, n] = co_await stream.async_read_some(buffer.prepare(16 * 1024), use_tuple);
      if (read_ec) break;  // idle timeout, the stop, peer closed, or reset: close quietly
      buffer.commit(n);
    }
    // From its first byte a request is in flight: the stop waits for it and answers it.
    phase = Phase::reading;
    Connections::InFlight in_flight(connections);
    bhttp::request_parser<bhttp::string_body> parser;
    parser.header_limit(static_cast<std::uint32_t>(limits_.max_header_bytes));
    // The larger upload limit until the target is known (see below).
    parser.body_limit(std::max(limits_.max_body, limits_.max_upload_body));
    // tcp_stream's own timeout would close the socket, leaving no way to answer 408; this
    // deadline only cancels the read, so the socket stays open for the answer. Once the
    // server is stopping, the request must be in before the stop's read deadline.
    stream.expires_never();
    auto read_until = RequestDeadline::Clock::now() + limits_.request_timeout;
    if (connections->stopping()) read_until = std::min(read_until, connections->read_until());
    deadline.arm(stream_owner, read_until);
    auto [read_ec, n] = co_await bhttp::async_read_header(stream, buffer, parser, use_tuple);
    if (!read_ec && !parser.is_done()) {
      // Uploads may be larger than other bodies: choose the limit by path, then check a
      // declared length at once and let the parser count a chunked one.
      bool upload = parser.get().target().starts_with(limits_.upload_path_prefix);
      std::uint64_t limit = upload ? limits_.max_upload_body : limits_.max_body;
      if (parser.content_length() && *parser.content_length() > limit) {
        read_ec = bhttp::error::body_limit;
      } else {
        parser.body_limit(limit);
        std::tie(read_ec, n) = co_await bhttp::async_read(stream, buffer, parser, use_tuple);
      }
    }
    bool timed_out = deadline.disarm();
    phase = Phase::answering;
    if (read_ec) {
      const bool stopping = connections->stopping();
      std::optional<Response> failure;
      if (timed_out && stopping) {
        failure = error_response(ErrorCode::unavailable,
                                 "The server is restarting and the request did not arrive in "
                                 "time; send it again");
        failure->set(bhttp::field::retry_after, "1");
      } else if (timed_out) {
        failure =
            error_response(ErrorCode::request_timeout, "The request was not received in time");
      } else if (read_ec == bhttp::error::header_limit) {
        failure = error_response(ErrorCode::headers_too_large, "Request headers are too large");
      } else if (read_ec == bhttp::error::body_limit) {
        failure = error_response(ErrorCode::payload_too_large,
                                 "Request body is larger than allowed for this path");
      } else if (read_ec == bhttp::error::end_of_stream ||
                 read_ec == asio::error::connection_reset || read_ec == asio::error::eof) {
        break;
      } else if (&read_ec.category() ==
                 &bhttp::make_error_code(bhttp::error::bad_target).category()) {
        failure = error_response(ErrorCode::bad_request, "Malformed HTTP request");
      }
      if (failure) {
        failure->set(bhttp::field::connection, "close");
        failure->set("X-Request-Id", common::random_token(12));
        stream.expires_after(std::chrono::seconds(5));
        co_await send(stream, *failure, false);
        // While stopping the drain waits for this, so it must end well before the exit.
        co_await linger(
            stream, stopping ? std::chrono::milliseconds(250) : std::chrono::milliseconds(2000));
      }
      break;
    }

    if (upgrade_ && boost::beast::websocket::is_upgrade(parser.get()) &&
        parser.get().target().starts_with(upgrade_prefix_)) {
      // The connection is the upgrade's from now on (not counted as a request in flight).
      in_flight.release();
      co_await upgrade_(std::move(stream), parser.release());
      co_return;
    }
    Request req;
    req.raw = parser.release();
    req.remote_ip = remote_ip;
    Response res;
    if (!split_target(req.raw.target(), req.path, req.query)) {
      res = error_response(ErrorCode::bad_request, "Malformed request target");
    } else {
      try {
        res = co_await dispatch_(req);
      } catch (const std::exception& e) {
        spdlog::error("request {} {} failed: {}", req.raw.method_string(), req.path, e.what());
        res = error_response(ErrorCode::internal_error, "Internal server error");
      }
    }
    // A stop that began while the request ran closes the connection after this answer.
    const bool keep_alive = req.raw.keep_alive() && !connections->stopping();
    stream.expires_after(limits_.request_timeout);
    auto write_ec = co_await send(stream, res, keep_alive);
    if (write_ec || !keep_alive) break;
  }
  stream.socket().shutdown(tcp::socket::shutdown_send, ec);
  stream.close();
}

}  // namespace emu::http
