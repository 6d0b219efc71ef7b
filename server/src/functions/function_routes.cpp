#include "functions/function_routes.hpp"

#include "functions/handlers.hpp"
#include "functions/system_status.hpp"

namespace emu::functions {

void register_function_routes(http::Router& router, app::Context& ctx) {
  using app::Guard;
  using http::bhttp::verb;
  // The pipeline's own refusals (malformed JSON, unknown function) in the functions' shape.
  router.set_error_renderer("/functions/", [](http::ErrorCode code, std::string_view message) {
    return error_response(FnError{code, std::string(message), std::nullopt, {}});
  });
  auto add = [&](verb method, std::string_view name, app::Route route, FnHandler fn) {
    router.add(method, "/functions/v1/" + std::string(name),
               app::endpoint<FunctionFamily>(ctx, route, fn));
  };
  // The permission table.
  add(verb::post, "quick-apply", {Guard::apikey}, quick_apply);
  add(verb::post, "merchant-apply", {Guard::apikey}, merchant_apply);
  add(verb::post, "application-status", {Guard::apikey}, application_status);
  add(verb::post, "send-email", {Guard::apikey}, send_email);  // checks per template
  add(verb::post, "search-shops", {Guard::apikey}, search_shops);  // public
  add(verb::post, "review-merchant-application", {Guard::admin}, review_merchant_application);
  add(verb::post, "approve-business-claim", {Guard::admin}, approve_business_claim);
  add(verb::post, "outbox-status", {Guard::admin}, outbox_status);
  add(verb::get, "outbox-status", {Guard::admin}, outbox_status);
  add(verb::get, "system-status", {Guard::admin}, system_status);
  add(verb::post, "system-status", {Guard::admin}, system_status);
}

}  // namespace emu::functions
