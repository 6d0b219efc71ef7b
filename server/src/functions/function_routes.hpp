// The /functions/v1 route table.
#pragma once

#include "app/context.hpp"
#include "http/router.hpp"

namespace emu::functions {

void register_function_routes(http::Router& router, app::Context& ctx);

}  // namespace emu::functions
