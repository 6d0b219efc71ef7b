#include "app/caller.hpp"

#include "auth/roles.hpp"

namespace emu::app {

std::expected<auth::Principal, auth::PrincipalFailure> resolve_principal(const Context& ctx,
                                                                         const http::Request& req) {
  return auth::principal_from_headers(
      ctx.signing_key, req.header(http::bhttp::field::authorization), req.header("apikey"));
}

db::Result<void> load_roles(Context& ctx, auth::Principal& principal) {
  if (principal.role != auth::Role::authenticated) return {};
  auto roles = auth::load_roles(*ctx.db, principal.user_id);
  if (!roles) return std::unexpected(roles.error());
  principal.app_roles = std::move(*roles);
  return {};
}

}  // namespace emu::app
