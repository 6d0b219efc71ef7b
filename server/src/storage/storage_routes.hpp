// The /storage/v1 route table.
#pragma once

#include "http/router.hpp"
#include "runtime/context.hpp"

namespace emu::storage {

void register_storage_routes(http::Router& router, runtime::Context& ctx);

}  // namespace emu::storage
