// POST /auth/v1/token?grant_type=refresh_token: rotation with reuse detection (contract 2.3,
// ARCHITECTURE 7). A live token is revoked and replaced by its child. A revoked token replayed
// within EMU_REFRESH_REUSE_INTERVAL (a lost response, two tabs racing) gets its still-active
// child again; replayed later it means the token leaked, so the whole session is revoked and
// the answer is refresh_token_already_used. Children are derived from the parent with a
// server secret (tokens.hpp), which is how a hashed-only store can hand the child out again.
#include "auth/bearer.hpp"
#include "auth/clock.hpp"
#include "auth/handlers.hpp"
#include "auth/sessions.hpp"
#include "auth/sql.hpp"
#include "auth/tokens.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kFindToken = R"sql(
    SELECT id, user_id, revoked, updated_at, session_id FROM refresh_tokens WHERE token_hash = $1
)sql";
constexpr std::string_view kRevoke = R"sql(
    UPDATE refresh_tokens SET revoked = true, updated_at = $2 WHERE id = $1 AND revoked = false
)sql";
constexpr std::string_view kActive = R"sql(
    SELECT id FROM refresh_tokens WHERE token_hash = $1 AND revoked = false)sql";
constexpr std::string_view kTouchSession = R"sql(
    UPDATE sessions SET refreshed_at = $2, updated_at = $2 WHERE id = $1)sql";

struct TokenRow {
  std::int64_t id = 0;  // refresh_tokens.id is an identity column
  std::string user_id;
  bool revoked = false;
  std::string updated_at;
  std::string session_id;
};

db::Result<std::optional<TokenRow>> find_token(db::Connection& conn, const std::string& token) {
  auto rows = exec(conn, kFindToken, {token_hash(token)});
  if (!rows) return std::unexpected(rows.error());
  if (rows->rows.empty()) return std::optional<TokenRow>();
  const auto& r = rows->rows[0];
  bool revoked = r[2].is_bool() ? r[2].as_bool() : (r[2].is_int64() && r[2].as_int64() != 0);
  return TokenRow{r[0].is_int64() ? r[0].as_int64() : 0, cell_string(r[1]), revoked,
                  cell_string(r[3]), cell_string(r[4])};
}

// The transaction commits in every case below (a revoked family must stay revoked), so a
// refusal travels as a value and becomes the error after the commit.
struct RefreshOutcome {
  boost::json::object session;
  std::optional<AuthError> refusal;
};

RefreshOutcome refuse(AuthCode code, std::string message) {
  return RefreshOutcome{{}, AuthError{code, std::move(message), 0, {}}};
}

AuthResult<RefreshOutcome> rotate(AuthCall& call, db::Connection& conn, const std::string& token) {
  AUTH_TRY(row, find_token(conn, token));
  if (!row) {
    return refuse(AuthCode::refresh_token_not_found,
                  "Invalid Refresh Token: Refresh Token Not Found");
  }
  AUTH_TRY(session, find_session(conn, row->session_id));
  if (!session)
    return refuse(AuthCode::session_not_found, "Invalid Refresh Token: Session not found");
  if (session->not_after && expired(*session->not_after, std::chrono::seconds(0), Clock::now())) {
    return refuse(AuthCode::session_expired, "Invalid Refresh Token: Session Expired");
  }
  AUTH_TRY(user, find_user_by_id(conn, row->user_id));
  if (!user)
    return refuse(AuthCode::refresh_token_not_found, "Invalid Refresh Token: User not found");
  if (is_banned(*user)) return refuse(AuthCode::user_banned, "User is banned");

  auto child = child_refresh_token(refresh_secret(call.ctx), token);
  if (!row->revoked) {
    AUTH_TRY(revoked, exec(conn, kRevoke, {row->id, call.now}));
    if (revoked.affected_rows == 1) {
      AUTH_CHECK(
          insert_refresh_token(conn, child, user->id, session->id, token_hash(token), call.now));
      AUTH_CHECK(exec(conn, kTouchSession, {session->id, call.now}));
      AUTH_TRY(body, session_response(call, conn, *user, *session, child));
      return RefreshOutcome{std::move(body), std::nullopt};
    }
    // Another request rotated it a moment ago: read when, and treat it as a replay.
    AUTH_TRY(again, find_token(conn, token));
    if (!again) {
      return refuse(AuthCode::refresh_token_not_found,
                    "Invalid Refresh Token: Refresh Token Not Found");
    }
    row = std::move(again);
  }

  bool in_window = !expired(row->updated_at, call.ctx.config.refresh_reuse_interval, Clock::now());
  if (in_window) {
    AUTH_TRY(active, exec(conn, kActive, {token_hash(child)}));
    if (!active.rows.empty()) {
      AUTH_TRY(body, session_response(call, conn, *user, *session, child));
      return RefreshOutcome{std::move(body), std::nullopt};
    }
    return refuse(AuthCode::refresh_token_already_used, "Invalid Refresh Token: Already Used");
  }
  AUTH_CHECK(delete_session(conn, session->id));
  return refuse(AuthCode::refresh_token_already_used, "Invalid Refresh Token: Already Used");
}

}  // namespace

AuthResult<http::Response> refresh_grant(AuthCall& call) {
  AUTH_TRY(token, string_field(call.body, "refresh_token"));
  if (!token || token->empty()) {
    return fail(AuthCode::invalid_request, "refresh_token required");
  }
  AUTH_TRY(outcome, in_transaction(*call.ctx.db, [&](db::Connection& conn) {
             return rotate(call, conn, *token);
           }));
  if (outcome.refusal) return std::unexpected(*outcome.refusal);
  return json_ok(outcome.session);
}

}  // namespace emu::auth
