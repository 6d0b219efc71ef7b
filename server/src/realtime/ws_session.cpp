#include "realtime/ws_session.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>

#include "common/use_tuple.hpp"
#include "realtime/row_reader.hpp"
#include "realtime/viewer.hpp"

namespace emu::realtime {
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace json = boost::json;
using common::use_tuple;

namespace {

std::string text_of(const json::object& o, std::string_view key) {
  auto it = o.find(key);
  return it != o.end() && it->value().is_string() ? std::string(it->value().as_string())
                                                  : std::string();
}

json::object reason(std::string_view message) { return json::object{{"reason", message}}; }

std::string system_message(const Frame& f, std::string_view status, std::string_view extension,
                           std::string_view message) {
  auto channel = std::string_view(f.topic);
  if (channel.starts_with("realtime:")) channel.remove_prefix(9);
  return serialize({f.join_ref, nullptr, f.topic, "system",
                    json::object{{"status", status},
                                 {"extension", extension},
                                 {"channel", channel},
                                 {"message", message}}});
}

// The join's postgres_changes as bindings, or the message for the client.
std::expected<std::vector<Binding>, std::string> bindings_of(Hub& hub, const json::object& config) {
  std::vector<Binding> out;
  auto it = config.find("postgres_changes");
  if (it == config.end() || it->value().is_null()) return out;
  if (!it->value().is_array()) return std::unexpected("postgres_changes must be a list");
  for (const auto& item : it->value().as_array()) {
    if (!item.is_object()) return std::unexpected("postgres_changes must be a list of objects");
    const auto& o = item.as_object();
    Binding b;
    b.event = text_of(o, "event");
    b.table = text_of(o, "table");
    b.filter = text_of(o, "filter");
    auto schema = text_of(o, "schema");
    if (b.event != "*" && b.event != "INSERT" && b.event != "UPDATE" && b.event != "DELETE") {
      return std::unexpected("Invalid event: " + b.event);
    }
    if (schema != "public") return std::unexpected("Only the public schema is available");
    if (!captured_table(b.table)) {
      return std::unexpected("Realtime is not enabled for table " + b.table);
    }
    auto query = filter_query(b.filter);
    if (!query) return std::unexpected(query.error());
    b.query = std::move(*query);
    b.id = hub.next_binding_id();
    out.push_back(std::move(b));
  }
  return out;
}

}  // namespace

WsSession::WsSession(runtime::Context& ctx, Hub& hub, Socket socket, std::string apikey,
                     bool object_frames)
    : ctx_(ctx),
      hub_(hub),
      ws_(std::move(socket)),
      apikey_(std::move(apikey)),
      wake_(ws_.get_executor()),
      object_frames_(object_frames) {}

WsSession::~WsSession() { hub_.leave_all(this); }

void WsSession::deliver(std::string frame) {
  asio::post(ws_.get_executor(), [self = shared_from_this(), frame = std::move(frame)]() mutable {
    self->push(std::move(frame));
  });
}

void WsSession::push(std::string frame) {
  if (closed_) return;
  if (queue_.size() >= ctx_.config.realtime_send_queue) {
    spdlog::warn("realtime: a client does not read its frames; disconnecting it");
    close();
    return;
  }
  queue_.push_back(object_frames_ ? as_object_form(frame) : std::move(frame));
  wake_.cancel();
}

void WsSession::close() {
  if (closed_) return;
  closed_ = true;
  hub_.leave_all(this);
  queue_.clear();
  wake_.cancel();
  beast::get_lowest_layer(ws_).close();
}

asio::awaitable<void> WsSession::run() {
  asio::co_spawn(
      ws_.get_executor(), [self = shared_from_this()]() { return self->writer(); }, asio::detached);
  co_await reader();
  close();
}

asio::awaitable<void> WsSession::writer() {
  while (!closed_) {
    if (queue_.empty()) {
      wake_.expires_at(asio::steady_timer::time_point::max());
      co_await wake_.async_wait(use_tuple);
      continue;
    }
    std::string frame = std::move(queue_.front());
    queue_.pop_front();
    ws_.text(true);
    auto [ec, n] = co_await ws_.async_write(asio::buffer(frame), use_tuple);
    if (ec) {
      close();
      co_return;
    }
  }
}

asio::awaitable<void> WsSession::reader() {
  beast::flat_buffer buffer;
  while (!closed_) {
    auto [ec, n] = co_await ws_.async_read(buffer, use_tuple);
    if (ec) co_return;
    auto text = beast::buffers_to_string(buffer.data());
    buffer.consume(buffer.size());
    auto frame = parse_frame(text);
    if (!frame) continue;  // not a Phoenix frame: ignored, as Phoenix does
    const auto& f = *frame;
    if (f.object_form) object_frames_ = true;
    if (f.topic == "phoenix" && f.event == "heartbeat") {
      push(reply(f, "ok", json::object{}));
    } else if (f.event == "phx_join") {
      co_await on_join(f);
    } else if (!joined_.contains(f.topic)) {
      push(reply(f, "error", reason("unmatched topic")));
    } else if (f.event == "access_token") {
      co_await on_access_token(f);
    } else if (f.event == "phx_leave") {
      on_leave(f);
    } else {
      push(reply(f, "error", reason("Only postgres_changes are available on this server")));
    }
  }
}

asio::awaitable<void> WsSession::on_join(const Frame& f) {
  const auto& payload = f.payload.as_object();
  json::object config;
  if (auto it = payload.find("config"); it != payload.end() && it->value().is_object()) {
    config = it->value().as_object();
  }
  if (auto p = config.find("private");
      p != config.end() && p->value().is_bool() && p->value().as_bool()) {
    push(reply(f, "error", reason("Private channels are not available on this server")));
    co_return;
  }
  auto token = text_of(payload, "access_token");
  if (token.empty()) token = apikey_;
  auto bindings = bindings_of(hub_, config);
  if (!bindings) {
    push(reply(f, "error", reason(bindings.error())));
    co_return;
  }
  // The token, the roles and one probe read of each binding (an unknown column or a value of
  // the wrong type fails here, not silently later) on the worker pool.
  auto checked = co_await ctx_.workers->run([&]() -> std::expected<Viewer, std::string> {
    auto viewer = viewer_of(ctx_, token);
    if (!viewer) return viewer;
    for (const auto& b : *bindings) {
      auto probe =
          read_row(ctx_, viewer->caller, b.table, "00000000-0000-0000-0000-000000000000", b.query);
      // No right to read the table at all is not an error here: as with row-level security,
      // the channel joins and sends nothing until a token that may read rows arrives (a
      // browser often joins with the anon key before its session is restored).
      if (!probe && probe.error().code != "42501") {
        return std::unexpected("Invalid filter " + b.filter + ": " + probe.error().message);
      }
    }
    return viewer;
  });
  if (closed_) co_return;
  if (!checked) {
    push(reply(f, "error", reason(checked.error())));
    push(system_message(f, "error", "system", checked.error()));
    co_return;
  }
  json::array echoed;
  for (const auto& b : *bindings) {
    json::object o{{"id", b.id}, {"event", b.event}, {"schema", "public"}, {"table", b.table}};
    if (!b.filter.empty()) o["filter"] = b.filter;
    echoed.push_back(std::move(o));
  }
  const bool any = !bindings->empty();
  hub_.join(shared_from_this(), f.topic, f.join_ref, std::move(*checked), std::move(*bindings));
  joined_.insert(f.topic);
  push(reply(f, "ok", json::object{{"postgres_changes", std::move(echoed)}}));
  if (any) push(system_message(f, "ok", "postgres_changes", "Subscribed to PostgreSQL"));
}

asio::awaitable<void> WsSession::on_access_token(const Frame& f) {
  auto token = text_of(f.payload.as_object(), "access_token");
  auto viewer = co_await ctx_.workers->run([&] { return viewer_of(ctx_, token); });
  if (closed_) co_return;
  if (!viewer) {
    // As upstream: the channel is told why and closed; the socket stays.
    push(system_message(f, "error", "system", viewer.error()));
    push(serialize({f.join_ref, f.join_ref, f.topic, "phx_close", json::object{}}));
    hub_.leave(this, f.topic);
    joined_.erase(f.topic);
    co_return;
  }
  hub_.set_viewer(this, f.topic, std::move(*viewer));
  push(reply(f, "ok", json::object{}));
}

void WsSession::on_leave(const Frame& f) {
  hub_.leave(this, f.topic);
  joined_.erase(f.topic);
  push(reply(f, "ok", json::object{}));
  push(serialize({f.join_ref, f.join_ref, f.topic, "phx_close", json::object{}}));
}

}  // namespace emu::realtime
