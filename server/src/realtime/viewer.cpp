#include "realtime/viewer.hpp"

#include <algorithm>

#include "identity/app_roles.hpp"
#include "identity/jwt.hpp"
#include "identity/principal.hpp"
#include "runtime/caller.hpp"

namespace emu::realtime {

std::string Viewer::key() const {
  std::string k;
  k += caller.service ? 's' : '-';
  k += caller.signed_in ? 'u' : '-';
  k += caller.merchant ? 'm' : '-';
  k += caller.admin ? 'a' : '-';
  k += caller.member ? 't' : '-';
  k += caller.user_id;
  return k;
}

std::expected<Viewer, std::string> viewer_of(runtime::Context& ctx, std::string_view token) {
  auto principal =
      auth::principal_from_headers(ctx.signing_key, "Bearer " + std::string(token), "");
  if (!principal) {
    return std::unexpected(principal.error().error == auth::PrincipalError::expired
                               ? std::string("Token has expired")
                               : "Invalid token: " + principal.error().message);
  }
  auto loaded = runtime::load_roles(ctx, *principal);
  if (!loaded) return std::unexpected(std::string("Could not read the roles of this token"));
  if (!*loaded) return std::unexpected("Invalid token: " + runtime::kUserGone.message);
  Viewer v;
  v.caller.service = principal->is_service();
  v.caller.signed_in = principal->role == auth::Role::authenticated;
  v.caller.user_id = principal->user_id;
  v.caller.admin = principal->has_app_role("admin");
  v.caller.merchant = principal->has_app_role("merchant");
  v.caller.member = principal->has_app_role("team_member");
  v.expires_at = auth::number_claim(principal->claims, "exp").value_or(0);
  return v;
}

db::Result<std::optional<rest::Caller>> current_caller(runtime::Context& ctx,
                                                       const rest::Caller& caller) {
  auto roles = auth::load_roles(*ctx.db, caller.user_id);
  if (!roles) return std::unexpected(roles.error());
  if (!*roles) return std::optional<rest::Caller>();
  const auto has = [&](std::string_view role) {
    return std::ranges::find(**roles, role) != (*roles)->end();
  };
  rest::Caller now = caller;
  now.admin = has("admin");
  now.merchant = has("merchant");
  now.member = has("team_member");
  return std::optional<rest::Caller>(std::move(now));
}

}  // namespace emu::realtime
