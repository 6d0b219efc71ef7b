#include "functions/function_routes.hpp"

#include "functions/handlers.hpp"

namespace emu::functions {

void register_function_routes(http::Router& router, app::Context& ctx) {
  using http::bhttp::verb;
  // The pipeline's own refusals (malformed JSON, unknown function) in the functions' shape.
  router.set_error_renderer("/functions/", [](http::ErrorCode code, std::string_view message) {
    return error_response(FnError{static_cast<unsigned>(http::status_for(code)),
                                  std::string(http::to_string(code)),
                                  std::string(message),
                                  std::nullopt,
                                  {}});
  });
  // The route table is the permission table.
  router.add(verb::post, "/functions/v1/quick-apply",
             function_endpoint(ctx, Access::anyone, quick_apply));
  router.add(verb::post, "/functions/v1/merchant-apply",
             function_endpoint(ctx, Access::anyone, merchant_apply));
  router.add(verb::post, "/functions/v1/application-status",
             function_endpoint(ctx, Access::anyone, application_status));
  router.add(verb::post, "/functions/v1/send-email",
             function_endpoint(ctx, Access::anyone, send_email));  // checks per template
  router.add(verb::post, "/functions/v1/review-merchant-application",
             function_endpoint(ctx, Access::admin, review_merchant_application));
  router.add(verb::post, "/functions/v1/approve-business-claim",
             function_endpoint(ctx, Access::admin, approve_business_claim));
  router.add(verb::post, "/functions/v1/outbox-status",
             function_endpoint(ctx, Access::admin, outbox_status));
  router.add(verb::get, "/functions/v1/outbox-status",
             function_endpoint(ctx, Access::admin, outbox_status));
}

}  // namespace emu::functions
