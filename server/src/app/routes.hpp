// The whole route table of emu-server, one registration function per room.
#pragma once

#include "app/context.hpp"
#include "http/router.hpp"

namespace emu::app {

void register_all_routes(http::Router& router, Context& ctx);

}  // namespace emu::app
