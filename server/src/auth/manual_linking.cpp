// The EMU_MANUAL_LINKING switch in front of linkIdentity and unlinkIdentity (GoTrue's
// requireManualLinkingEnabled): the caller must be signed in first (401/403 as usual), then
// with linking off both answer 404 manual_linking_disabled "Manual linking is disabled".
#include "auth/bearer.hpp"
#include "auth/handlers.hpp"
#include "auth/oauth.hpp"

namespace emu::auth {
namespace {

AuthResult<void> require_manual_linking(AuthCall& call) {
  AUTH_TRY(conn, call.ctx.db->acquire());
  AUTH_CHECK(require_user(call, *conn));
  if (!call.ctx.config.manual_linking) {
    return fail(AuthCode::manual_linking_disabled, "Manual linking is disabled");
  }
  return {};
}

}  // namespace

AuthResult<http::Response> guarded_link_identity(AuthCall& call) {
  AUTH_CHECK(require_manual_linking(call));
  return link_identity_authorize(call);
}

AuthResult<http::Response> guarded_unlink_identity(AuthCall& call) {
  AUTH_CHECK(require_manual_linking(call));
  return unlink_identity(call);
}

}  // namespace emu::auth
