// POST /auth/v1/token?grant_type=pkce {auth_code, code_verifier} (contract 2.3, 2.4): the
// exchangeCodeForSession of e-mail links. Codes live EMU_FLOW_STATE_TTL (5 min) from issue,
// are checked against the stored challenge in constant time, and work once.
#include "auth/bearer.hpp"
#include "auth/clock.hpp"
#include "auth/flow_states.hpp"
#include "auth/handlers.hpp"
#include "auth/oauth.hpp"
#include "auth/sessions.hpp"
#include "auth/tokens.hpp"

namespace emu::auth {

AuthResult<http::Response> pkce_grant(AuthCall& call) {
  AUTH_TRY(code, string_field(call.body, "auth_code"));
  AUTH_TRY(verifier, string_field(call.body, "code_verifier"));
  if (!code || code->empty() || !verifier || verifier->empty()) {
    return fail(AuthCode::validation_failed,
                "invalid request: both auth code and code verifier should be non-empty");
  }
  AUTH_TRY(
      session,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
        AUTH_TRY(flow, find_flow_state_by_code(conn, *code));
        if (!flow)
          return fail(AuthCode::flow_state_not_found,
                      "invalid flow state, no valid flow state found");
        // Magic links and other e-mail flows count from the moment the code was issued, since the
        // e-mail may have waited in the inbox (contract 2.4, step 6).
        const auto& started = flow->auth_code_issued_at.value_or(flow->created_at);
        if (expired(started, call.ctx.config.flow_state_ttl, Clock::now())) {
          return fail(AuthCode::flow_state_expired, "invalid flow state, flow state has expired");
        }
        if (!verify_code_verifier(flow->code_challenge_method, flow->code_challenge, *verifier)) {
          return fail(AuthCode::bad_code_verifier,
                      "code challenge does not match previously saved code verifier");
        }
        AUTH_TRY(provider_tokens, flow_provider_tokens(conn, flow->id));  // after OAuth
        AUTH_TRY(won, delete_flow_state(conn, flow->id));
        if (!won)
          return fail(AuthCode::flow_state_not_found,
                      "invalid flow state, no valid flow state found");
        AUTH_TRY(user, find_user_by_id(conn, flow->user_id));
        if (!user) return fail(AuthCode::user_not_found, "User not found");
        if (is_banned(*user)) return fail(AuthCode::user_banned, "User is banned");
        AUTH_TRY(session, start_session(call, conn, *user, flow->authentication_method));
        add_provider_tokens(session, provider_tokens);
        return session;
      }));
  return json_ok(session);
}

}  // namespace emu::auth
