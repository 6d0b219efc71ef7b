// The /rest/v1 routes: GET/HEAD/POST/PATCH/DELETE /rest/v1/:table and GET/HEAD/POST
// /rest/v1/rpc/:fn. This file is the only one in rest/ that knows HTTP: it reads the
// bearer, headers and body, runs the pipeline on the worker pool and writes the answer.
#pragma once

#include "http/router.hpp"
#include "runtime/context.hpp"

namespace emu::rest {

void register_rest_routes(http::Router& router, runtime::Context& ctx);

}  // namespace emu::rest
