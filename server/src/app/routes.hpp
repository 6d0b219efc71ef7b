// The whole route table of emu-server, one registration function per room.
#pragma once

#include "http/router.hpp"
#include "runtime/context.hpp"

namespace emu::app {

void register_all_routes(http::Router& router, runtime::Context& ctx);

}  // namespace emu::app
