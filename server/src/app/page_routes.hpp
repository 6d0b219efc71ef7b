// The public pages whose head the server renders into index.html (pages/page_head.hpp):
// GET and HEAD of /, /services, /services/category/{c}, /shops/{id}, /experts, /about and
// /for-business. Any other client route keeps the SPA's own index.html (http/static_site).
#pragma once

#include "http/router.hpp"
#include "http/static_site.hpp"
#include "runtime/context.hpp"

namespace emu::app {

void register_page_routes(http::Router& router, runtime::Context& ctx,
                          const http::StaticSite& site);

}  // namespace emu::app
