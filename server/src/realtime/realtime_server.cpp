#include "realtime/realtime_server.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <boost/json/serialize.hpp>

#include "common/url_decode.hpp"
#include "common/use_tuple.hpp"
#include "identity/principal.hpp"
#include "realtime/ws_session.hpp"

namespace emu::realtime {
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
namespace websocket = beast::websocket;
using common::use_tuple;

namespace {

constexpr std::string_view kPath = "/realtime/v1/websocket";

std::string query_param(std::string_view target, std::string_view name) {
  auto q = target.find('?');
  if (q == std::string_view::npos) return {};
  auto query = target.substr(q + 1);
  while (!query.empty()) {
    auto amp = query.find('&');
    auto pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    auto eq = pair.find('=');
    if (pair.substr(0, eq) != name) continue;
    auto value = common::percent_decode(
        eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1),
        common::PlusSign::space);
    return value.value_or("");
  }
  return {};
}

asio::awaitable<void> refuse(beast::tcp_stream& stream, bhttp::status status,
                             std::string_view message) {
  bhttp::response<bhttp::string_body> res(status, 11);
  res.set(bhttp::field::content_type, "application/json; charset=utf-8");
  res.set(bhttp::field::connection, "close");
  if (status == bhttp::status::service_unavailable) res.set(bhttp::field::retry_after, "5");
  res.body() = boost::json::serialize(boost::json::object{{"message", message}});
  res.prepare_payload();
  stream.expires_after(std::chrono::seconds(5));
  co_await bhttp::async_write(stream, res, use_tuple);
  beast::error_code ec;
  stream.socket().shutdown(asio::ip::tcp::socket::shutdown_send, ec);
}

struct Slot {
  std::atomic<std::size_t>& count;
  ~Slot() { --count; }
};

}  // namespace

RealtimeServer::RealtimeServer(runtime::Context& ctx)
    : ctx_(ctx),
      hub_(ctx, static_cast<double>(ctx.config.realtime_events_per_second)),
      feed_(*ctx.db, ctx.config.database_url,
            [this](std::vector<Change> batch) { hub_.publish(batch); }) {}

asio::awaitable<void> RealtimeServer::upgrade(beast::tcp_stream stream, http::RawRequest req) {
  auto target = std::string_view(req.target());
  if (target.substr(0, target.find('?')) != kPath) {
    co_await refuse(stream, bhttp::status::not_found, "Not found");
    co_return;
  }
  auto apikey = query_param(target, "apikey");
  if (apikey.empty()) {
    co_await refuse(stream, bhttp::status::unauthorized, "No API key found in request");
    co_return;
  }
  if (!auth::principal_from_headers(ctx_.signing_key, "", apikey)) {
    co_await refuse(stream, bhttp::status::unauthorized, "Invalid API key");
    co_return;
  }
  Slot slot{connections_};
  if (++connections_ > ctx_.config.realtime_max_connections) {
    co_await refuse(stream, bhttp::status::service_unavailable, "Too many realtime connections");
    co_return;
  }
  stream.expires_never();
  WsSession::Socket ws(std::move(stream));
  ws.set_option(
      websocket::stream_base::timeout{std::chrono::seconds(10), std::chrono::seconds(60), false});
  ws.read_message_max(64 * 1024);
  auto [ec] = co_await ws.async_accept(req, use_tuple);
  if (ec) co_return;
  const bool object_frames = query_param(target, "vsn").starts_with("1.");
  auto session =
      std::make_shared<WsSession>(ctx_, hub_, std::move(ws), std::move(apikey), object_frames);
  co_await session->run();
}

}  // namespace emu::realtime
