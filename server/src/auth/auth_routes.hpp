// The /auth/v1 route table: which endpoints exist and which need an apikey (contract 1.3).
#pragma once

#include "app/context.hpp"
#include "http/router.hpp"

namespace emu::auth {

void register_auth_routes(http::Router& router, app::Context& ctx);

}  // namespace emu::auth
