#pragma once

#include "runtime/context.hpp"

namespace emu::app {

// Runs the HTTP server until SIGINT/SIGTERM; returns the process exit code.
int serve(runtime::Context& ctx);

}  // namespace emu::app
