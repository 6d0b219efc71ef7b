// Sessions: the server-side row behind a JWT's session_id, its rotating refresh tokens (only
// SHA-256 hashes stored), its amr claims, and the ES256 access token + Session JSON (contract
// 2.1, 2.2) answered by every sign-in, refresh, verify and PKCE exchange.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>

#include "auth/endpoint.hpp"
#include "auth/users_repo.hpp"

namespace emu::auth {

struct SessionRow {
  std::string id;
  std::string user_id;
  std::string aal;
  std::string created_at;
  std::optional<std::string> not_after;
};

db::Result<std::optional<SessionRow>> find_session(db::Connection& conn, const std::string& id);

// A new session for `user` signed in by `method` (password, otp, recovery, ...): writes the
// session, its amr claim and first refresh token, stamps last_sign_in_at and applies the
// sign-in roles. Returns the Session JSON.
AuthResult<boost::json::object> start_session(AuthCall& call, db::Connection& conn,
                                              const UserRow& user, std::string_view method);
// The Session JSON for an existing session whose refresh token is `refresh_token`.
AuthResult<boost::json::object> session_response(AuthCall& call, db::Connection& conn,
                                                 const UserRow& user, const SessionRow& session,
                                                 const std::string& refresh_token);

db::Result<void> insert_refresh_token(db::Connection& conn, const std::string& token,
                                      const std::string& user_id, const std::string& session_id,
                                      const std::optional<std::string>& parent_hash,
                                      const std::string& now);

enum class LogoutScope { global, local, others };
// Deletes sessions (their refresh tokens and amr claims cascade).
db::Result<void> end_sessions(db::Connection& conn, const std::string& user_id, LogoutScope scope,
                              const std::string& current_session_id);
db::Result<void> delete_session(db::Connection& conn, const std::string& session_id);

// The key that derives a rotated refresh token from its parent (see tokens.hpp): a hash of
// the signing key file, so every instance sharing the key derives the same child.
const std::string& refresh_secret(const runtime::Context& ctx);

}  // namespace emu::auth
