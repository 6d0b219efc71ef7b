// Emu's own operational routes: /healthz, /readyz, /metrics, /app-config.json.
#pragma once

#include "app/context.hpp"
#include "http/router.hpp"

namespace emu::app {

void register_system_routes(http::Router& router, Context& ctx);

}  // namespace emu::app
