#include "mail/outbox_store.hpp"

#include <algorithm>

namespace emu::mail {
namespace {

db::Result<db::ResultSet> run(db::Connection& conn, std::string_view sql,
                              std::initializer_list<db::Param> params) {
  return conn.query(sql, std::span<const db::Param>(params.begin(), params.size()));
}

std::string text(const boost::json::value& v) {
  return v.is_string() ? std::string(v.as_string()) : std::string();
}

}  // namespace

db::Result<std::vector<std::string>> due_outbox_ids(db::Connection& conn, const std::string& now,
                                                    int limit) {
  auto r = run(conn,
               "SELECT id FROM email_outbox WHERE status IN ('pending', 'sending') AND "
               "next_attempt_at <= $1 ORDER BY next_attempt_at, created_at LIMIT $2",
               {now, static_cast<std::int64_t>(limit)});
  if (!r) return std::unexpected(r.error());
  std::vector<std::string> ids;
  for (const auto& row : r->rows) ids.push_back(text(row[0]));
  return ids;
}

db::Result<std::optional<ClaimedEmail>> claim_outbox_row(db::Connection& conn,
                                                         const std::string& id,
                                                         const std::string& now,
                                                         const std::string& lease_until,
                                                         const std::string& message_id) {
  auto claimed = run(conn,
                     "UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, "
                     "next_attempt_at = $1, updated_at = $2, "
                     "smtp_message_id = COALESCE(smtp_message_id, $3) "
                     "WHERE id = $4 AND status IN ('pending', 'sending') AND next_attempt_at <= $2",
                     {lease_until, now, message_id, id});
  if (!claimed) return std::unexpected(claimed.error());
  if (claimed->affected_rows == 0) return std::optional<ClaimedEmail>();
  auto r = run(conn,
               "SELECT to_email, subject, html_body, text_body, lang, email_type, attempts, ics "
               "FROM email_outbox WHERE id = $1",
               {id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::optional<ClaimedEmail>();
  const auto& row = r->rows[0];
  ClaimedEmail e{
      id,           text(row[0]), text(row[1]), text(row[2]),
      text(row[3]), text(row[4]), text(row[5]), row[6].is_int64() ? row[6].as_int64() : 1,
      text(row[7])};
  return std::optional<ClaimedEmail>(std::move(e));
}

db::Result<void> mark_sent(db::Connection& conn, const std::string& id, const std::string& now) {
  auto r = run(conn,
               "UPDATE email_outbox SET status = 'sent', sent_at = $1, updated_at = $1, "
               "last_error = NULL WHERE id = $2",
               {now, id});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<void> mark_failed_attempt(db::Connection& conn, const std::string& id,
                                     const std::string& error, const std::string& now,
                                     const std::optional<std::string>& retry_at) {
  auto r = retry_at ? run(conn,
                          "UPDATE email_outbox SET status = 'pending', next_attempt_at = $1, "
                          "last_error = $2, updated_at = $3 WHERE id = $4",
                          {*retry_at, error, now, id})
                    : run(conn,
                          "UPDATE email_outbox SET status = 'failed', last_error = $1, "
                          "updated_at = $2 WHERE id = $3",
                          {error, now, id});
  if (!r) return std::unexpected(r.error());
  return {};
}

std::chrono::milliseconds retry_delay(std::int64_t attempts, std::chrono::milliseconds base,
                                      std::chrono::milliseconds cap) {
  auto delay = base;
  for (std::int64_t i = 1; i < attempts && delay < cap; ++i) delay *= 2;
  return std::min(delay, cap);
}

}  // namespace emu::mail
