#include "auth/sessions.hpp"

#include <boost/json/array.hpp>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>

#include "auth/clock.hpp"
#include "auth/factors.hpp"
#include "auth/roles.hpp"
#include "auth/sql.hpp"
#include "auth/tokens.hpp"
#include "auth/user_json.hpp"
#include "common/ids.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kFindSession = R"sql(
    SELECT id, user_id, aal, created_at, not_after FROM sessions WHERE id = $1)sql";
constexpr std::string_view kInsertSession = R"sql(
    INSERT INTO sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
    VALUES ($1, $2, $3, $3, 'aal1', $4, $5))sql";
constexpr std::string_view kInsertAmr = R"sql(
    INSERT INTO mfa_amr_claims (id, session_id, authentication_method, created_at, updated_at)
    VALUES ($1, $2, $3, $4, $4) ON CONFLICT (session_id, authentication_method)
    DO UPDATE SET updated_at = excluded.updated_at)sql";
constexpr std::string_view kAmrOfSession = R"sql(
    SELECT authentication_method, updated_at FROM mfa_amr_claims WHERE session_id = $1
    ORDER BY updated_at DESC)sql";
constexpr std::string_view kInsertRefresh = R"sql(
    INSERT INTO refresh_tokens (token_hash, user_id, revoked, created_at, updated_at, parent,
    session_id) VALUES ($1, $2, false, $3, $3, $4, $5))sql";
constexpr std::string_view kDeleteAllSessions = R"sql(DELETE FROM sessions WHERE user_id = $1)sql";
constexpr std::string_view kDeleteOtherSessions = R"sql(
    DELETE FROM sessions WHERE user_id = $1 AND id <> $2)sql";
constexpr std::string_view kDeleteSession = R"sql(DELETE FROM sessions WHERE id = $1)sql";

std::string issuer(const AuthCall& call) { return call.site_url() + "/auth/v1"; }

}  // namespace

db::Result<std::optional<SessionRow>> find_session(db::Connection& conn, const std::string& id) {
  auto rows = exec(conn, kFindSession, {id});
  if (!rows) return std::unexpected(rows.error());
  if (rows->rows.empty()) return std::optional<SessionRow>();
  const auto& r = rows->rows[0];
  return SessionRow{cell_string(r[0]), cell_string(r[1]), cell_string(r[2]), cell_string(r[3]),
                    cell_optional(r[4])};
}

db::Result<void> insert_refresh_token(db::Connection& conn, const std::string& token,
                                      const std::string& user_id, const std::string& session_id,
                                      const std::optional<std::string>& parent_hash,
                                      const std::string& now) {
  auto r = exec(conn, kInsertRefresh,
                {token_hash(token), user_id, now,
                 parent_hash ? db::Param(*parent_hash) : db::Param(nullptr), session_id});
  if (!r) return std::unexpected(r.error());
  return {};
}

AuthResult<boost::json::object> start_session(AuthCall& call, db::Connection& conn,
                                              const UserRow& user, std::string_view method) {
  std::string session_id = common::new_uuid();
  auto agent = std::string(call.req.header(http::bhttp::field::user_agent)).substr(0, 512);
  AUTH_CHECK(
      exec(conn, kInsertSession, {session_id, user.id, call.now, agent, call.req.remote_ip}));
  AUTH_CHECK(
      exec(conn, kInsertAmr, {common::new_uuid(), session_id, std::string(method), call.now}));
  auto refresh = new_refresh_token();
  AUTH_CHECK(insert_refresh_token(conn, refresh, user.id, session_id, std::nullopt, call.now));
  AUTH_CHECK(touch_sign_in(conn, user.id, call.now));
  AUTH_CHECK(ensure_roles(conn, call.ctx.config.admin_emails, user.id, user.email));
  AUTH_TRY(fresh, find_user_by_id(conn, user.id));
  AUTH_TRY(session, find_session(conn, session_id));
  if (!fresh || !session) return internal_failure("start_session", "rows vanished");
  return session_response(call, conn, *fresh, *session, refresh);
}

AuthResult<boost::json::object> session_response(AuthCall& call, db::Connection& conn,
                                                 const UserRow& user, const SessionRow& session,
                                                 const std::string& refresh_token) {
  AUTH_TRY(identities, identities_of(conn, user.id));
  AUTH_TRY(amr_rows, exec(conn, kAmrOfSession, {session.id}));
  boost::json::array amr;
  for (const auto& r : amr_rows.rows) {
    auto at = parse_utc(cell_string(r[1]));
    amr.push_back({{"method", cell_string(r[0])}, {"timestamp", at ? epoch_seconds(*at) : 0}});
  }
  auto now = epoch_seconds(Clock::now());
  auto lifetime = static_cast<std::int64_t>(call.ctx.config.jwt_expiry.count());
  auto user_object = user_json(user, identities);
  AUTH_CHECK(add_factors(conn, user_object, user.id));
  boost::json::object claims{{"iss", issuer(call)},
                             {"sub", user.id},
                             {"aud", "authenticated"},
                             {"exp", now + lifetime},
                             {"iat", now},
                             {"email", user.email},
                             {"phone", user.phone.value_or("")},
                             {"role", "authenticated"},
                             {"aal", session.aal.empty() ? "aal1" : session.aal},
                             {"amr", std::move(amr)},
                             {"session_id", session.id},
                             {"is_anonymous", user.is_anonymous},
                             {"app_metadata", user_object["app_metadata"]},
                             {"user_metadata", user.user_metadata}};
  return boost::json::object{{"access_token", call.ctx.signing_key.sign(claims)},
                             {"token_type", "bearer"},
                             {"expires_in", lifetime},
                             {"expires_at", now + lifetime},
                             {"refresh_token", refresh_token},
                             {"user", std::move(user_object)}};
}

db::Result<void> end_sessions(db::Connection& conn, const std::string& user_id, LogoutScope scope,
                              const std::string& current_session_id) {
  db::Result<db::ResultSet> r;
  switch (scope) {
    case LogoutScope::global:
      r = exec(conn, kDeleteAllSessions, {user_id});
      break;
    case LogoutScope::local:
      r = exec(conn, kDeleteSession, {current_session_id});
      break;
    case LogoutScope::others:
      r = exec(conn, kDeleteOtherSessions, {user_id, current_session_id});
      break;
  }
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<void> delete_session(db::Connection& conn, const std::string& session_id) {
  if (auto r = exec(conn, kDeleteSession, {session_id}); !r) return std::unexpected(r.error());
  return {};
}

const std::string& refresh_secret(const runtime::Context& ctx) {
  static std::mutex mutex;
  static std::map<std::string, std::string> secrets;  // per key file (tests open several)
  std::lock_guard lock(mutex);
  auto& secret = secrets[ctx.config.jwt_key_file];
  if (secret.empty()) {
    std::ifstream in(ctx.config.jwt_key_file);
    std::stringstream text;
    text << in.rdbuf();
    // If the file cannot be read the kid still keys the chain (weaker, but never empty).
    secret =
        common::sha256_hex("emu refresh-token chain v1\n" + text.str() + ctx.signing_key.kid());
  }
  return secret;
}

}  // namespace emu::auth
