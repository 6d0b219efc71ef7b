// The /auth/v1 route table: which endpoints exist and which need an apikey (contract 1.3).
#pragma once

#include "http/router.hpp"
#include "runtime/context.hpp"

namespace emu::auth {

void register_auth_routes(http::Router& router, runtime::Context& ctx);

}  // namespace emu::auth
