// GET /auth/v1/.well-known/jwks.json (contract 2.2): the public half of the signing key, for
// getClaims() to verify access tokens locally. No apikey: browsers and libraries fetch it bare.
#include "auth/handlers.hpp"

namespace emu::auth {

AuthResult<http::Response> jwks(AuthCall& call) {
  auto res = json_ok({{"keys", boost::json::array{call.ctx.signing_key.public_jwk()}}});
  res.set(http::bhttp::field::cache_control, "public, max-age=600");
  return res;
}

}  // namespace emu::auth
