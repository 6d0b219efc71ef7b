#include "functions/function_routes.hpp"

#include "functions/handlers.hpp"
#include "functions/rendered_json.hpp"
#include "functions/system_status.hpp"

namespace emu::functions {

void register_function_routes(http::Router& router, runtime::Context& ctx) {
  using http::bhttp::verb;
  using runtime::Config;
  using runtime::Guard;
  using runtime::RateLimit;
  // The pipeline's own refusals (malformed JSON, unknown function) in the functions' shape.
  router.set_error_renderer("/functions/", [](http::ErrorCode code, std::string_view message) {
    return error_response(FnError{code, std::string(message), std::nullopt, {}});
  });
  auto add = [&](verb method, std::string_view name, runtime::Route route, FnHandler fn) {
    router.add(method, "/functions/v1/" + std::string(name),
               runtime::endpoint<FunctionFamily>(ctx, route, fn));
  };
  // The functions that queue e-mail for anonymous callers, per IP (EMU_RATE_MAIL_IP; not for
  // administrators). Their per-recipient limit needs the address the handler validates or
  // looks up, so it stays with them (mail_limits.hpp).
  const RateLimit mail_ip{&Config::rate_mail_ip, "mail:ip:"};

  // The permission table.
  add(verb::post, "quick-apply", {Guard::apikey, mail_ip}, quick_apply);
  add(verb::post, "merchant-apply", {Guard::apikey, mail_ip}, merchant_apply);
  add(verb::post, "application-status", {Guard::apikey}, application_status);
  add(verb::post, "send-email", {Guard::apikey, mail_ip}, send_email);  // checks per template
  add(verb::post, "search-shops", {Guard::apikey}, search_shops);       // public
  add(verb::post, "review-merchant-application", {Guard::admin}, review_merchant_application);
  add(verb::post, "approve-business-claim", {Guard::admin}, approve_business_claim);
  add(verb::post, "outbox-status", {Guard::admin}, outbox_status);
  add(verb::get, "outbox-status", {Guard::admin}, outbox_status);
  add(verb::get, "system-status", {Guard::admin}, system_status);
  add(verb::post, "system-status", {Guard::admin}, system_status);
  // Booking: slots are public; the rest need a signed-in caller and check ownership themselves
  // (the customer's own booking; the shop's owner for respond-booking).
  add(verb::post, "available-slots", {Guard::apikey}, available_slots);
  add(verb::post, "create-booking", {Guard::user}, create_booking);
  add(verb::post, "cancel-booking", {Guard::user}, cancel_booking);
  add(verb::post, "reschedule-booking", {Guard::user}, reschedule_booking);
  add(verb::post, "respond-booking", {Guard::user}, respond_booking);
  add(verb::post, "set-weather", {Guard::admin}, set_weather);
  // Deposits (salon-day.md C.3): the booking's customer pays and reports; the shop's owner or
  // a manager (never staff) confirms an FPS receipt and marks FPS refunds done.
  add(verb::post, "start-payment", {Guard::user}, start_payment);
  add(verb::post, "report-payment", {Guard::user}, report_payment);
  add(verb::post, "confirm-payment", {Guard::user}, confirm_payment);
  add(verb::post, "mark-refunded", {Guard::user}, mark_refunded);
  // The shop's book (salon-day.md C.2): a signed-in caller; each asks book::may_run_book (the
  // shop's owner or an admin today, its team with C.1).
  add(verb::post, "create-manual-booking", {Guard::user}, create_manual_booking);
  add(verb::post, "block-time", {Guard::user}, block_time);
  add(verb::post, "unblock-time", {Guard::user}, unblock_time);
  add(verb::post, "move-booking", {Guard::user}, move_booking);
  // Its answer is served as rendered text (functions/rendered_json.hpp).
  router.add(verb::post, "/functions/v1/shop-calendar",
             runtime::endpoint<RenderedJsonFamily>(ctx, {Guard::user}, shop_calendar));
  // Customers and calendar feeds (C.2): the same check (book::may_run_book); readiness is
  // public (the booking page asks it).
  add(verb::post, "shop-clients", {Guard::user}, shop_clients);
  add(verb::post, "client-card", {Guard::user}, client_card);
  add(verb::post, "update-client-note", {Guard::user}, update_client_note);
  add(verb::post, "rotate-calendar-token", {Guard::user}, rotate_calendar_token);
  add(verb::post, "calendar-link", {Guard::user}, calendar_link);
  add(verb::post, "shop-readiness", {Guard::apikey}, shop_readiness);
  // The shop's team (salon-day.md C.1): a signed-in caller; invite and update ask
  // shops::check_role (the owner, a manager for staff only, an admin); an invitation is sent to
  // an address the caller types, so it counts like the anonymous mail (per IP here, per
  // recipient in the handler); accepting needs the one-use token.
  add(verb::post, "invite-member", {Guard::user, mail_ip}, invite_member);
  add(verb::post, "accept-invitation", {Guard::user}, accept_invitation);
  add(verb::post, "update-member", {Guard::user}, update_member);
  // WhatsApp (salon-day.md C.4): a signed-in caller's own consent; a shop's alerts for its owner
  // and managers (shops::check_role in the handler).
  add(verb::post, "whatsapp-opt-in", {Guard::user}, whatsapp_opt_in);
  add(verb::post, "shop-whatsapp-alerts", {Guard::user}, shop_whatsapp_alerts);
  // The money (salon-day.md C.3): a shop's to its owner and managers (shops::check_role, never
  // staff: C.5.4); the platform's and payouts to administrators.
  add(verb::post, "shop-money", {Guard::user}, shop_money);
  add(verb::post, "shop-statement", {Guard::user}, shop_statement);
  add(verb::post, "admin-money", {Guard::admin}, admin_money);
  add(verb::post, "mark-payout-sent", {Guard::admin}, mark_payout_sent);
  // Reviews: the summary is public; writing, replying and reporting need a signed-in caller
  // and check the booking's or the shop's ownership themselves; moderation is the admins'.
  add(verb::post, "review-summary", {Guard::apikey}, review_summary);
  add(verb::post, "submit-review", {Guard::user}, submit_review);
  add(verb::post, "reply-review", {Guard::user}, reply_review);
  add(verb::post, "report-review", {Guard::user}, report_review);
  add(verb::post, "moderate-review", {Guard::admin}, moderate_review);
  // Merchant workspace (issue 16): both check the caller themselves (a merchant account; the
  // shop's owner or an admin).
  add(verb::post, "submit-business-claim", {Guard::user}, submit_business_claim);
  add(verb::post, "my-business-claims", {Guard::user}, my_business_claims);
  add(verb::post, "shop-analytics", {Guard::user}, shop_analytics);
  add(verb::post, "shop-view", {Guard::apikey}, shop_view);  // public beacon
}

}  // namespace emu::functions
