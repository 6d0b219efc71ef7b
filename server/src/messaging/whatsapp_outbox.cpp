#include "messaging/whatsapp_outbox.hpp"

#include <atomic>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "common/ids.hpp"
#include "db/cells.hpp"
#include "db/outbox.hpp"
#include "messaging/sql.hpp"

namespace emu::messaging {
namespace {

using db::run;
using db::text;

std::atomic<bool> g_sending{false};

db::Param optional_id(const std::string& id) {
  return id.empty() ? db::Param(nullptr) : db::Param(id);
}

std::vector<std::string> params_of(const boost::json::value& cell) {
  std::vector<std::string> out;
  boost::system::error_code ec;
  auto parsed = cell.is_string() ? boost::json::parse(cell.as_string(), ec) : cell;
  if (ec || !parsed.is_array()) return out;
  for (const auto& v : parsed.as_array())
    out.push_back(v.is_string() ? std::string(v.as_string()) : "");
  return out;
}

}  // namespace

void set_whatsapp_sending(bool on) { g_sending.store(on); }
bool whatsapp_sending() { return g_sending.load(); }

std::string whatsapp_dedupe_key(const WhatsAppMessage& m) { return m.event_key + ":" + m.to; }

db::Result<std::optional<std::string>> queue_whatsapp(db::Connection& conn,
                                                      const WhatsAppMessage& m) {
  boost::json::array params;
  for (const auto& p : m.params) params.emplace_back(p.empty() ? std::string("—") : p);
  const std::string id = common::new_uuid();
  const std::string now = m.at.empty() ? common::now_utc() : m.at;
  auto r =
      run(conn, sql::kQueue,
          {id, m.to, std::string(template_name(m.template_id)), std::string(language_code(m.lang)),
           boost::json::serialize(params), whatsapp_dedupe_key(m), optional_id(m.user_id),
           optional_id(m.shop_id), optional_id(m.booking_id), optional_id(m.fallback_email), now});
  if (!r) return std::unexpected(r.error());
  if (r->affected_rows == 0) return std::optional<std::string>();
  return std::optional<std::string>(id);
}

db::Result<std::vector<std::string>> due_message_ids(db::Connection& conn, const std::string& now,
                                                     int limit) {
  return db::due_ids(conn, sql::kDueIds, now, limit);
}

db::Result<std::optional<ClaimedMessage>> claim_message(db::Connection& conn, const std::string& id,
                                                        const std::string& now,
                                                        const std::string& lease_until) {
  return db::claim_row<ClaimedMessage>(
      conn, sql::kClaim, {lease_until, now, id}, sql::kClaimed, id,
      [&](const std::vector<boost::json::value>& row) {
        return ClaimedMessage{id,           text(row[0]),      text(row[1]),
                              text(row[2]), params_of(row[3]), db::integer(row[4], 1)};
      });
}

db::Result<void> mark_message_sent(db::Connection& conn, const std::string& id,
                                   const std::string& provider_id, const std::string& now) {
  auto r = run(conn, sql::kMarkSent, {provider_id, now, id});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<void> retry_message_later(db::Connection& conn, const std::string& id,
                                     const std::string& error, const std::string& now,
                                     const std::string& retry_at) {
  auto r = run(conn, sql::kRetryLater, {retry_at, error, now, id});
  if (!r) return std::unexpected(r.error());
  return {};
}

namespace {

// The fallback e-mail of row `id`, taken once.
db::Result<std::optional<std::string>> take_fallback(db::Connection& conn, const std::string& id,
                                                     const std::string& now) {
  auto taken = run(conn, sql::kTakeFallback, {now, id});
  if (!taken) return std::unexpected(taken.error());
  if (taken->affected_rows == 0) return std::optional<std::string>();
  auto r = run(conn, sql::kFallbackEmail, {id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty() || !r->rows[0][0].is_string()) return std::optional<std::string>();
  return std::optional<std::string>(text(r->rows[0][0]));
}

}  // namespace

db::Result<std::optional<std::string>> fail_message(db::Connection& conn, const std::string& id,
                                                    const std::string& error,
                                                    const std::string& now) {
  auto r = run(conn, sql::kFailForGood, {error, now, id});
  if (!r) return std::unexpected(r.error());
  if (r->affected_rows == 0) return std::optional<std::string>();
  return take_fallback(conn, id, now);
}

std::optional<DeliveryStatus> parse_delivery_status(std::string_view text) {
  if (text == "sent") return DeliveryStatus::sent;
  if (text == "delivered") return DeliveryStatus::delivered;
  if (text == "read") return DeliveryStatus::read;
  if (text == "failed") return DeliveryStatus::failed;
  return std::nullopt;
}

db::Result<StatusOutcome> record_status(db::Connection& conn, const std::string& provider_id,
                                        DeliveryStatus status, const std::string& at,
                                        const std::string& error, const std::string& now) {
  auto found = run(conn, sql::kIdOfProviderMessage, {provider_id});
  if (!found) return std::unexpected(found.error());
  if (found->rows.empty()) return StatusOutcome{};
  const std::string id = text(found->rows[0][0]);
  StatusOutcome out{true, std::nullopt};
  if (status == DeliveryStatus::failed) {
    auto r = run(conn, sql::kStatusFailed, {at, error, now, provider_id});
    if (!r) return std::unexpected(r.error());
    if (r->affected_rows == 0) return out;
    auto fallback = take_fallback(conn, id, now);
    if (!fallback) return std::unexpected(fallback.error());
    out.fallback_email = std::move(*fallback);
    return out;
  }
  const auto statement = status == DeliveryStatus::sent        ? sql::kStatusSent
                         : status == DeliveryStatus::delivered ? sql::kStatusDelivered
                                                               : sql::kStatusRead;
  auto r = run(conn, statement, {at, now, provider_id});
  if (!r) return std::unexpected(r.error());
  return out;
}

db::Result<boost::json::object> whatsapp_counts(db::Connection& conn) {
  return db::counts_by_status(conn, sql::kCounts,
                              {"pending", "sending", "sent", "delivered", "read", "failed"});
}

db::Result<boost::json::array> recent_whatsapp(db::Connection& conn) {
  auto r = run(conn, sql::kRecent);
  if (!r) return std::unexpected(r.error());
  return r->to_objects();
}

}  // namespace emu::messaging
