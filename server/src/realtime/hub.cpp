#include "realtime/hub.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <array>
#include <optional>

#include "realtime/protocol.hpp"
#include "realtime/row_reader.hpp"

namespace emu::realtime {
namespace {

namespace json = boost::json;

json::array columns_of(const json::object& row) {
  json::array out;
  // The rows already carry JSON types (numbers, booleans, JSON), so realtime-js's converters
  // are told "text", which it passes through unchanged.
  for (const auto& [name, value] : row)
    out.push_back(json::object{{"name", name}, {"type", "text"}});
  return out;
}

std::int64_t unix_now() {
  return std::chrono::duration_cast<std::chrono::seconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace

bool captured_table(std::string_view table) {
  constexpr std::array kTables{"bookings",        "businesses", "merchant_applications",
                               "business_claims", "reviews",    "quick_applications"};
  return std::find(kTables.begin(), kTables.end(), table) != kTables.end();
}

Hub::Hub(runtime::Context& ctx, double events_per_second) : ctx_(ctx), rate_(events_per_second) {}

void Hub::join(const std::shared_ptr<Outlet>& outlet, const std::string& topic,
               json::value join_ref, Viewer viewer, std::vector<Binding> bindings) {
  auto ch = std::make_shared<Channel>();
  ch->outlet = outlet;
  ch->key = outlet.get();
  ch->topic = topic;
  ch->join_ref = std::move(join_ref);
  ch->viewer = std::move(viewer);
  ch->bindings = std::move(bindings);
  ch->tokens = rate_;
  ch->refilled = std::chrono::steady_clock::now();
  std::lock_guard lock(mutex_);
  std::erase_if(channels_, [&](const auto& c) { return c->key == ch->key && c->topic == topic; });
  channels_.push_back(std::move(ch));
}

void Hub::set_viewer(const Outlet* outlet, const std::string& topic, Viewer viewer) {
  std::lock_guard lock(mutex_);
  for (auto& c : channels_) {
    if (c->key == outlet && c->topic == topic) c->viewer = viewer;
  }
}

void Hub::leave(const Outlet* outlet, const std::string& topic) {
  std::lock_guard lock(mutex_);
  std::erase_if(channels_, [&](const auto& c) { return c->key == outlet && c->topic == topic; });
}

void Hub::leave_all(const Outlet* outlet) {
  std::lock_guard lock(mutex_);
  std::erase_if(channels_, [&](const auto& c) { return c->key == outlet; });
}

std::size_t Hub::channels() const {
  std::lock_guard lock(mutex_);
  return channels_.size();
}

bool Hub::take_token(Channel& ch, std::chrono::steady_clock::time_point now) {
  const double elapsed = std::chrono::duration<double>(now - ch.refilled).count();
  ch.tokens = std::min(rate_, ch.tokens + elapsed * rate_);
  ch.refilled = now;
  if (ch.tokens < 1.0) {
    ++ch.dropped;
    return false;
  }
  ch.tokens -= 1.0;
  return true;
}

void Hub::close_channel(Channel& ch, Outlet& outlet, const std::string& message) {
  outlet.deliver(serialize({ch.join_ref, nullptr, ch.topic, "system",
                            json::object{{"status", "error"},
                                         {"extension", "system"},
                                         {"channel", ch.topic},
                                         {"message", message}}}));
  outlet.deliver(serialize({ch.join_ref, ch.join_ref, ch.topic, "phx_close", json::object{}}));
  leave(ch.key, ch.topic);
}

void Hub::refresh_viewers() {
  std::vector<rest::Caller> callers;
  {
    std::lock_guard lock(mutex_);
    for (const auto& c : channels_) {
      const auto& caller = c->viewer.caller;
      if (!caller.signed_in || caller.service) continue;
      if (std::ranges::none_of(callers, [&](const auto& k) { return k.user_id == caller.user_id; }))
        callers.push_back(caller);
    }
  }
  for (const auto& before : callers) {
    auto now = current_caller(ctx_, before);
    if (!now) {
      // Keep the roles read before: the next batch tries again, and no row is sent that the
      // policies (read again with each row) would refuse the user without a role.
      spdlog::warn("realtime: re-reading the roles of {} failed: {}", before.user_id,
                   now.error().message);
      continue;
    }
    std::vector<std::pair<std::shared_ptr<Channel>, std::shared_ptr<Outlet>>> gone;
    {
      std::lock_guard lock(mutex_);
      for (auto& c : channels_) {
        if (c->viewer.caller.user_id != before.user_id || c->viewer.caller.service) continue;
        if (*now) {
          c->viewer.caller.admin = (*now)->admin;
          c->viewer.caller.merchant = (*now)->merchant;
          c->viewer.caller.member = (*now)->member;
        } else if (auto outlet = c->outlet.lock()) {
          gone.emplace_back(c, std::move(outlet));
        }
      }
    }
    for (auto& [ch, outlet] : gone) close_channel(*ch, *outlet, "Invalid token: user gone");
  }
}

void Hub::publish(const std::vector<Change>& changes) {
  if (changes.empty()) return;
  try {
    refresh_viewers();
  } catch (const std::exception& e) {
    spdlog::error("realtime: refreshing viewers failed: {}", e.what());
  }
  for (const auto& change : changes) {
    try {
      publish_one(change);
    } catch (const std::exception& e) {
      spdlog::error("realtime: publishing {} {} failed: {}", change.table, change.id, e.what());
    }
  }
}

void Hub::publish_one(const Change& change) {
  struct Target {
    std::shared_ptr<Channel> channel;
    Viewer viewer;
    std::vector<Binding> bindings;
    json::value join_ref;
  };
  std::vector<Target> targets;
  {
    std::lock_guard lock(mutex_);
    for (const auto& c : channels_) {
      std::vector<Binding> matching;
      for (const auto& b : c->bindings) {
        if (b.table == change.table && (b.event == "*" || b.event == change.op)) {
          matching.push_back(b);
        }
      }
      if (!matching.empty()) targets.push_back({c, c->viewer, std::move(matching), c->join_ref});
    }
  }
  if (targets.empty()) return;

  // One read per distinct viewer and filter: a thousand merchants' screens of one shop cost
  // one query per change, not a thousand.
  std::unordered_map<std::string, std::optional<json::object>> rows;
  const auto now_s = unix_now();
  for (auto& t : targets) {
    auto outlet = t.channel->outlet.lock();
    if (!outlet) continue;
    if (t.viewer.expired(now_s)) {
      close_channel(*t.channel, *outlet, "Token has expired");
      continue;
    }
    json::array ids;
    std::optional<json::object> record;
    for (const auto& b : t.bindings) {
      if (change.op == "DELETE") {
        // A deleted row cannot be re-read under the policies: only its key goes out, and only
        // to those who may read every row of the table (admins, the service key), unfiltered.
        if (b.query.empty() && (t.viewer.caller.service || t.viewer.caller.admin)) {
          ids.push_back(b.id);
        }
        continue;
      }
      auto key = t.viewer.key() + '\n' + b.query;
      auto it = rows.find(key);
      if (it == rows.end()) {
        auto row = read_row(ctx_, t.viewer.caller, change.table, change.id, b.query);
        if (!row && row.error().code != "42501") {
          spdlog::warn("realtime: re-reading {} {} failed: {}", change.table, change.id,
                       row.error().message);
        }
        it = rows.emplace(std::move(key), row ? std::move(*row) : std::nullopt).first;
      }
      if (it->second) {
        ids.push_back(b.id);
        record = it->second;
      }
    }
    if (ids.empty()) continue;
    {
      std::lock_guard lock(mutex_);
      if (!take_token(*t.channel, std::chrono::steady_clock::now())) continue;
    }
    json::object data{{"schema", "public"},
                      {"table", change.table},
                      {"commit_timestamp", change.at},
                      {"type", change.op},
                      {"errors", nullptr}};
    if (record) {
      data["columns"] = columns_of(*record);
      data["record"] = std::move(*record);
    } else {
      data["columns"] = json::array{json::object{{"name", "id"}, {"type", "uuid"}}};
    }
    if (change.op != "INSERT") data["old_record"] = json::object{{"id", change.id}};
    outlet->deliver(serialize({t.join_ref, nullptr, t.channel->topic, "postgres_changes",
                               json::object{{"ids", std::move(ids)}, {"data", std::move(data)}}}));
  }
}

}  // namespace emu::realtime
