// The /storage/v1 route table.
#pragma once

#include "app/context.hpp"
#include "http/router.hpp"

namespace emu::storage {

void register_storage_routes(http::Router& router, app::Context& ctx);

}  // namespace emu::storage
