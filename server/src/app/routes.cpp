#include "app/routes.hpp"

#include "app/system_routes.hpp"
#include "auth/auth_routes.hpp"
#include "calendar/calendar_routes.hpp"
#include "functions/function_routes.hpp"
#include "rest/rest_routes.hpp"
#include "storage/storage_routes.hpp"
#include "webhooks/whatsapp_route.hpp"
#include "webhooks/stripe_route.hpp"

namespace emu::app {

void register_all_routes(http::Router& router, runtime::Context& ctx) {
  register_system_routes(router, ctx);
  auth::register_auth_routes(router, ctx);
  functions::register_function_routes(router, ctx);
  rest::register_rest_routes(router, ctx);
  storage::register_storage_routes(router, ctx);
  calendar::register_calendar_routes(router, ctx);
  webhooks::register_whatsapp_routes(router, ctx);
  webhooks::register_stripe_routes(router, ctx);
}

}  // namespace emu::app
