// DELETE /auth/v1/user/identities/{identity_id} (unlinkIdentity, contract 2.3): removes one of
// the caller's identities and keeps app_metadata.provider/providers in step. The last identity
// stays (422 single_identity_not_deletable); another user's or an unknown id is 422
// identity_not_found.
#include <algorithm>

#include "auth/bearer.hpp"
#include "auth/oauth.hpp"
#include "auth/sql.hpp"
#include "auth/user_json.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kDeleteIdentity = R"sql(
    DELETE FROM identities WHERE id = $1 AND user_id = $2)sql";

}  // namespace

AuthResult<http::Response> unlink_identity(AuthCall& call) {
  std::string identity_id(call.req.param("identity_id"));
  AUTH_CHECK(in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<void> {
    AUTH_TRY(current, require_user(call, conn));
    AUTH_TRY(identities, identities_of(conn, current.user.id));
    auto it =
        std::ranges::find_if(identities, [&](const IdentityRow& i) { return i.id == identity_id; });
    if (!is_uuid(identity_id) || it == identities.end()) {
      return fail(AuthCode::identity_not_found, "Identity doesn't exist");
    }
    if (identities.size() <= 1) {
      return fail(AuthCode::single_identity_not_deletable,
                  "User must have at least 1 identity after unlinking");
    }
    AUTH_TRY(deleted, exec(conn, kDeleteIdentity, {identity_id, current.user.id}));
    if (deleted.affected_rows == 0)
      return fail(AuthCode::identity_not_found, "Identity doesn't exist");
    identities.erase(it);
    auto user = current.user;
    user.app_metadata = app_metadata_with_providers(user.app_metadata, identities);
    user.updated_at = call.now;
    AUTH_CHECK(save_user(conn, user));
    return {};
  }));
  return json_ok(boost::json::object{});
}

}  // namespace emu::auth
