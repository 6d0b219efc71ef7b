// Every /functions/v1/{name} handler, one file each; function_routes.cpp binds them to names
// with the access each needs.
#pragma once

#include <string>

#include "functions/function_call.hpp"

namespace emu::functions {

FnResult<boost::json::value> quick_apply(FnCall& call);     // quick_apply.cpp
FnResult<boost::json::value> merchant_apply(FnCall& call);  // merchant_apply.cpp
FnResult<boost::json::value> review_merchant_application(
    FnCall& call);  // review_merchant_application.cpp
FnResult<boost::json::value> approve_business_claim(FnCall& call);  // approve_business_claim.cpp
FnResult<boost::json::value> send_email(FnCall& call);              // send_email.cpp
FnResult<boost::json::value> outbox_status(FnCall& call);           // outbox_status.cpp
FnResult<boost::json::value> application_status(FnCall& call);      // application_status.cpp
FnResult<boost::json::value> search_shops(FnCall& call);            // search_shops.cpp
// Booking (issue 14).
FnResult<boost::json::value> available_slots(FnCall& call);     // available_slots.cpp
FnResult<boost::json::value> create_booking(FnCall& call);      // create_booking.cpp
FnResult<boost::json::value> cancel_booking(FnCall& call);      // cancel_booking.cpp
FnResult<boost::json::value> reschedule_booking(FnCall& call);  // reschedule_booking.cpp
FnResult<boost::json::value> respond_booking(FnCall& call);     // respond_booking.cpp
FnResult<boost::json::value> set_weather(FnCall& call);         // set_weather.cpp
// The shop's book (salon-day.md C.2, issue 28).
FnResult<boost::json::value> create_manual_booking(FnCall& call);  // create_manual_booking.cpp
FnResult<boost::json::value> block_time(FnCall& call);             // block_time.cpp
FnResult<boost::json::value> unblock_time(FnCall& call);           // unblock_time.cpp
FnResult<boost::json::value> move_booking(FnCall& call);           // move_booking.cpp
FnResult<std::string> shop_calendar(FnCall& call);  // shop_calendar.cpp (rendered_json.hpp)
// Customers, calendar feeds and readiness (salon-day.md C.2, issue 28).
FnResult<boost::json::value> shop_clients(FnCall& call);           // shop_clients.cpp
FnResult<boost::json::value> client_card(FnCall& call);            // client_card.cpp
FnResult<boost::json::value> update_client_note(FnCall& call);     // client_card.cpp
FnResult<boost::json::value> rotate_calendar_token(FnCall& call);  // rotate_calendar_token.cpp
FnResult<boost::json::value> calendar_link(FnCall& call);          // rotate_calendar_token.cpp
FnResult<boost::json::value> shop_readiness(FnCall& call);         // shop_readiness.cpp
// The shop's team (salon-day.md C.1, issue 28).
FnResult<boost::json::value> invite_member(FnCall& call);      // invite_member.cpp
FnResult<boost::json::value> accept_invitation(FnCall& call);  // accept_invitation.cpp
FnResult<boost::json::value> update_member(FnCall& call);      // update_member.cpp
// Deposits (salon-day.md C.3, issue 29).
FnResult<boost::json::value> start_payment(FnCall& call);    // start_payment.cpp
FnResult<boost::json::value> report_payment(FnCall& call);   // report_payment.cpp
FnResult<boost::json::value> confirm_payment(FnCall& call);  // confirm_payment.cpp
FnResult<boost::json::value> mark_refunded(FnCall& call);    // mark_refunded.cpp
// WhatsApp consent and a shop's alerts (salon-day.md C.4, issue 30).
FnResult<boost::json::value> whatsapp_opt_in(FnCall& call);       // whatsapp_settings.cpp
FnResult<boost::json::value> shop_whatsapp_alerts(FnCall& call);  // whatsapp_settings.cpp
// Reviews (issue 15).
FnResult<boost::json::value> submit_review(FnCall& call);    // submit_review.cpp
FnResult<boost::json::value> reply_review(FnCall& call);     // reply_review.cpp
FnResult<boost::json::value> report_review(FnCall& call);    // report_review.cpp
FnResult<boost::json::value> moderate_review(FnCall& call);  // moderate_review.cpp
FnResult<boost::json::value> review_summary(FnCall& call);   // review_summary.cpp
// Merchant workspace (issue 16).
FnResult<boost::json::value> submit_business_claim(FnCall& call);  // submit_business_claim.cpp
FnResult<boost::json::value> shop_analytics(FnCall& call);         // shop_analytics.cpp
FnResult<boost::json::value> shop_view(FnCall& call);              // shop_view.cpp
FnResult<boost::json::value> my_business_claims(FnCall& call);     // my_business_claims.cpp
// Deposits and money (salon-day.md C.3, issue 29; the stripe branch's).
FnResult<boost::json::value> shop_money(FnCall& call);        // shop_money.cpp
FnResult<boost::json::value> shop_statement(FnCall& call);    // shop_money.cpp
FnResult<boost::json::value> admin_money(FnCall& call);       // admin_money.cpp
FnResult<boost::json::value> mark_payout_sent(FnCall& call);  // admin_money.cpp

}  // namespace emu::functions
