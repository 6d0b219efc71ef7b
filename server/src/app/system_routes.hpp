// Emu's own operational routes: /healthz, /readyz, /metrics, /app-config.json.
#pragma once

#include "http/router.hpp"
#include "runtime/context.hpp"

namespace emu::app {

void register_system_routes(http::Router& router, runtime::Context& ctx);

}  // namespace emu::app
