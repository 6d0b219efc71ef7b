// The /functions/v1 route table.
#pragma once

#include "http/router.hpp"
#include "runtime/context.hpp"

namespace emu::functions {

void register_function_routes(http::Router& router, runtime::Context& ctx);

}  // namespace emu::functions
