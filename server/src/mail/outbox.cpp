#include "mail/outbox.hpp"

#include <array>
#include <boost/json/serialize.hpp>

#include "common/ids.hpp"

namespace emu::mail {
namespace {

constexpr std::string_view kInsert = R"sql(
    INSERT INTO email_outbox (id, to_email, template_id, email_type, lang, subject, html_body,
    text_body, params, dedupe_key, status, attempts, next_attempt_at, created_at, updated_at,
    ics) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', 0, $11, $11, $11, $12))sql";
constexpr std::string_view kOnConflict = " ON CONFLICT (dedupe_key) DO NOTHING";

db::Result<db::ResultSet> insert(db::Connection& conn, const OutboxEmail& email,
                                 const std::string& id, bool once) {
  std::string now = email.at.empty() ? common::now_utc() : email.at;
  std::array<db::Param, 12> params{
      id,
      email.to,
      email.template_id ? db::Param(static_cast<std::int64_t>(*email.template_id))
                        : db::Param(nullptr),
      email.email_type,
      email.lang == "zh" ? std::string("zh") : std::string("en"),
      email.subject,
      email.html,
      email.text,
      boost::json::serialize(email.params),
      email.dedupe_key ? db::Param(*email.dedupe_key) : db::Param(nullptr),
      now,
      email.ics.empty() ? db::Param(nullptr) : db::Param(email.ics)};
  if (!once) return conn.query(kInsert, params);
  return conn.query(std::string(kInsert) + std::string(kOnConflict), params);
}

}  // namespace

db::Result<std::string> enqueue_email(db::Connection& conn, const OutboxEmail& email) {
  std::string id = common::new_uuid();
  auto r = insert(conn, email, id, false);
  if (!r) return std::unexpected(r.error());
  return id;
}

db::Result<std::optional<std::string>> enqueue_email_once(db::Connection& conn,
                                                          const OutboxEmail& email) {
  std::string id = common::new_uuid();
  auto r = insert(conn, email, id, true);
  if (!r) return std::unexpected(r.error());
  if (r->affected_rows == 0) return std::optional<std::string>();
  return std::optional<std::string>(id);
}

}  // namespace emu::mail
