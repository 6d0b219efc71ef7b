#pragma once

#include "app/context.hpp"

namespace emu::app {

// Runs the HTTP server until SIGINT/SIGTERM; returns the process exit code.
int serve(Context& ctx);

}  // namespace emu::app
