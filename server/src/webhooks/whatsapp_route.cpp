#include "webhooks/whatsapp_route.hpp"

#include <spdlog/spdlog.h>

#include <boost/json/parse.hpp>
#include <chrono>

#include "common/ids.hpp"
#include "common/url_decode.hpp"
#include "db/transaction.hpp"
#include "http/responses.hpp"
#include "mail/stored_email.hpp"
#include "messaging/consent.hpp"
#include "messaging/whatsapp_outbox.hpp"
#include "messaging/whatsapp_signature.hpp"
#include "runtime/endpoint.hpp"
#include "runtime/plain_family.hpp"

namespace emu::webhooks {
namespace {

namespace bhttp = http::bhttp;
namespace json = boost::json;

constexpr char kFamily[] = "whatsapp webhook";
using HookFamily = runtime::PlainFamily<kFamily>;
using HookCall = runtime::PlainCall;
using HookError = runtime::PlainError;
using HookResult = std::expected<http::Response, HookError>;

// One query parameter, decoded; "" when absent.
std::string query_param(std::string_view query, std::string_view name) {
  while (!query.empty()) {
    auto amp = query.find('&');
    auto pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    auto eq = pair.find('=');
    auto key = common::percent_decode(pair.substr(0, eq), common::PlusSign::space);
    if (!key || *key != name) continue;
    if (eq == std::string_view::npos) return {};
    return common::percent_decode(pair.substr(eq + 1), common::PlusSign::space).value_or("");
  }
  return {};
}

// GET: Meta's subscription check.
HookResult verify(HookCall& call) {
  const auto& config = call.ctx.config;
  const auto mode = query_param(call.req.query, "hub.mode");
  const auto token = query_param(call.req.query, "hub.verify_token");
  if (config.whatsapp_verify_token.empty() || mode != "subscribe" ||
      token != config.whatsapp_verify_token) {
    return std::unexpected(HookError{bhttp::status::forbidden, "Forbidden\n"});
  }
  return runtime::plain_text(bhttp::status::ok, query_param(call.req.query, "hub.challenge"));
}

std::string str(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

const json::array& arr(const json::object& o, std::string_view key) {
  static const json::array kNone;
  const auto* v = o.if_contains(key);
  return v && v->is_array() ? v->as_array() : kNone;
}

// A status's time: its unix `timestamp`, else now.
std::string stamp(const json::object& status, const std::string& now) {
  const auto seconds = str(status, "timestamp");
  if (seconds.empty() || seconds.size() > 12 ||
      seconds.find_first_not_of("0123456789") != std::string::npos) {
    return now;
  }
  return common::format_utc(
      std::chrono::system_clock::time_point(std::chrono::seconds(std::stoll(seconds))));
}

// "131026 Message undeliverable" from the first of a failed status's errors.
std::string error_of(const json::object& status) {
  for (const auto& e : arr(status, "errors")) {
    if (!e.is_object()) continue;
    std::string out;
    if (const auto* code = e.as_object().if_contains("code"); code && code->is_int64()) {
      out = std::to_string(code->as_int64());
    }
    const auto title = str(e.as_object(), "title");
    if (!title.empty()) out += (out.empty() ? "" : " ") + title;
    if (!out.empty()) return out;
  }
  return "failed";
}

// The text a customer sent: a text message's body or a quick-reply button's text.
std::string reply_text(const json::object& message) {
  if (const auto* t = message.if_contains("text"); t && t->is_object()) {
    return str(t->as_object(), "body");
  }
  if (const auto* b = message.if_contains("button"); b && b->is_object()) {
    return str(b->as_object(), "text");
  }
  return {};
}

struct Tally {
  int statuses = 0, unknown = 0, fallbacks = 0, opted_out = 0;
};

db::Result<Tally> apply(db::Connection& conn, const json::object& payload) {
  Tally tally;
  const std::string now = common::now_utc();
  for (const auto& entry : arr(payload, "entry")) {
    if (!entry.is_object()) continue;
    for (const auto& change : arr(entry.as_object(), "changes")) {
      if (!change.is_object()) continue;
      const auto* value = change.as_object().if_contains("value");
      if (!value || !value->is_object()) continue;
      for (const auto& s : arr(value->as_object(), "statuses")) {
        if (!s.is_object()) continue;
        const auto& status = s.as_object();
        const auto kind = messaging::parse_delivery_status(str(status, "status"));
        const auto id = str(status, "id");
        if (!kind || id.empty()) continue;
        auto done = messaging::record_status(
            conn, id, *kind, stamp(status, now),
            *kind == messaging::DeliveryStatus::failed ? error_of(status) : "", now);
        if (!done) return std::unexpected(done.error());
        ++(done->known ? tally.statuses : tally.unknown);
        if (done->fallback_email) {
          auto queued = mail::queue_stored_email(conn, *done->fallback_email);
          if (!queued) return std::unexpected(queued.error());
          if (*queued) ++tally.fallbacks;
        }
      }
      for (const auto& m : arr(value->as_object(), "messages")) {
        if (!m.is_object() || !messaging::is_stop_reply(reply_text(m.as_object()))) continue;
        const auto from = str(m.as_object(), "from");
        if (from.empty()) continue;
        auto out = messaging::opt_out_by_reply(conn, from, now);
        if (!out) return std::unexpected(out.error());
        tally.opted_out += *out;
      }
    }
  }
  return tally;
}

// POST: statuses and replies, signed.
HookResult receive(HookCall& call) {
  const std::string& body = call.req.raw.body();
  if (!messaging::valid_hub_signature(call.ctx.config.whatsapp_app_secret, body,
                                      call.req.header("X-Hub-Signature-256"))) {
    spdlog::warn("whatsapp webhook: refused a delivery without a valid signature (ip {})",
                 call.req.remote_ip);
    return std::unexpected(HookError{bhttp::status::unauthorized, "Invalid signature\n"});
  }
  boost::system::error_code ec;
  auto payload = json::parse(body, ec);
  if (ec || !payload.is_object()) {
    return std::unexpected(HookError{bhttp::status::bad_request, "Body is not a JSON object\n"});
  }
  auto tally = db::in_transaction(
      *call.ctx.db, {},
      [](const db::DbError& e) { return HookFamily::internal("transaction", e.message); },
      [&](db::Connection& conn) -> std::expected<Tally, HookError> {
        auto r = apply(conn, payload.as_object());
        if (!r) return std::unexpected(HookFamily::internal("statuses", r.error().message));
        return *r;
      });
  if (!tally) return std::unexpected(tally.error());
  if (tally->unknown > 0) {
    spdlog::info("whatsapp webhook: {} status(es) of unknown messages ignored", tally->unknown);
  }
  if (tally->fallbacks > 0 || tally->opted_out > 0) {
    spdlog::info("whatsapp webhook: {} fallback e-mail(s) queued, {} opted out by STOP",
                 tally->fallbacks, tally->opted_out);
  }
  return http::json_response(bhttp::status::ok, json::object{{"received", true}});
}

}  // namespace

void register_whatsapp_routes(http::Router& router, runtime::Context& ctx) {
  using runtime::Guard;
  router.add(bhttp::verb::get, "/webhooks/whatsapp",
             runtime::endpoint<HookFamily>(ctx, {Guard::open}, verify));
  router.add(bhttp::verb::post, "/webhooks/whatsapp",
             runtime::endpoint<HookFamily>(ctx, {Guard::open, {}, true}, receive));
}

}  // namespace emu::webhooks
