#include "runtime/caller.hpp"

#include "identity/app_roles.hpp"

namespace emu::runtime {

std::expected<auth::Principal, auth::PrincipalFailure> resolve_principal(const Context& ctx,
                                                                         const http::Request& req) {
  return auth::principal_from_headers(
      ctx.signing_key, req.header(http::bhttp::field::authorization), req.header("apikey"));
}

db::Result<bool> load_roles(Context& ctx, auth::Principal& principal) {
  if (principal.role != auth::Role::authenticated) return true;
  auto roles = auth::load_roles(*ctx.db, principal.user_id);
  if (!roles) return std::unexpected(roles.error());
  if (!*roles) return false;
  principal.app_roles = std::move(**roles);
  return true;
}

}  // namespace emu::runtime
