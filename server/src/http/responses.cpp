#include "http/responses.hpp"

#include <boost/json/serialize.hpp>

namespace emu::http {

std::string_view to_string(ErrorCode code) {
  switch (code) {
    case ErrorCode::bad_request: return "bad_request";
    case ErrorCode::invalid_json: return "invalid_json";
    case ErrorCode::invalid_body: return "invalid_body";
    case ErrorCode::validation_failed: return "validation_failed";
    case ErrorCode::invalid_jwt: return "invalid_jwt";
    case ErrorCode::not_authenticated: return "not_authenticated";
    case ErrorCode::forbidden: return "forbidden";
    case ErrorCode::not_found: return "not_found";
    case ErrorCode::email_exists: return "email_exists";
    case ErrorCode::already_submitted: return "already_submitted";
    case ErrorCode::not_submitted: return "not_submitted";
    case ErrorCode::already_decided: return "already_decided";
    case ErrorCode::already_sent: return "already_sent";
    case ErrorCode::conflict: return "conflict";
    case ErrorCode::invalid_parameter: return "invalid_parameter";
    case ErrorCode::slot_taken: return "slot_taken";
    case ErrorCode::outside_hours: return "outside_hours";
    case ErrorCode::too_soon: return "too_soon";
    case ErrorCode::too_far: return "too_far";
    case ErrorCode::shop_closed: return "shop_closed";
    case ErrorCode::outside_cancel_window: return "outside_cancel_window";
    case ErrorCode::not_cancellable: return "not_cancellable";
    case ErrorCode::invalid_transition: return "invalid_transition";
    case ErrorCode::not_eligible: return "not_eligible";
    case ErrorCode::already_reviewed: return "already_reviewed";
    case ErrorCode::review_window_closed: return "review_window_closed";
    case ErrorCode::edit_window_closed: return "edit_window_closed";
    case ErrorCode::already_replied: return "already_replied";
    case ErrorCode::already_reported: return "already_reported";
    case ErrorCode::already_claimed: return "already_claimed";
    case ErrorCode::claim_open: return "claim_open";
    case ErrorCode::not_member: return "not_member";
    case ErrorCode::not_bookable: return "not_bookable";
    case ErrorCode::already_member: return "already_member";
    case ErrorCode::invitation_invalid: return "invitation_invalid";
    case ErrorCode::payment_window_closed: return "payment_window_closed";
    case ErrorCode::payment_not_needed: return "payment_not_needed";
    case ErrorCode::card_unavailable: return "card_unavailable";
    case ErrorCode::fps_unavailable: return "fps_unavailable";
    case ErrorCode::payment_provider_unavailable: return "payment_provider_unavailable";
    case ErrorCode::over_request_rate_limit: return "over_request_rate_limit";
    case ErrorCode::over_email_send_rate_limit: return "over_email_send_rate_limit";
    case ErrorCode::invalid_signature: return "invalid_signature";
    case ErrorCode::method_not_allowed: return "method_not_allowed";
    case ErrorCode::request_timeout: return "request_timeout";
    case ErrorCode::payload_too_large: return "payload_too_large";
    case ErrorCode::headers_too_large: return "headers_too_large";
    case ErrorCode::rate_limited: return "rate_limited";
    case ErrorCode::not_ready: return "not_ready";
    case ErrorCode::not_implemented: return "not_implemented";
    case ErrorCode::unavailable: return "unavailable";
    case ErrorCode::internal_error: return "internal_error";
  }
  return "internal_error";
}

boost::beast::http::status status_for(ErrorCode code) {
  using boost::beast::http::status;
  switch (code) {
    case ErrorCode::bad_request: return status::bad_request;
    case ErrorCode::invalid_json: return status::bad_request;
    case ErrorCode::invalid_body: return status::bad_request;
    case ErrorCode::validation_failed: return status::bad_request;
    case ErrorCode::invalid_jwt: return status::unauthorized;
    case ErrorCode::not_authenticated: return status::unauthorized;
    case ErrorCode::forbidden: return status::forbidden;
    case ErrorCode::not_found: return status::not_found;
    case ErrorCode::email_exists: return status::conflict;
    case ErrorCode::already_submitted: return status::conflict;
    case ErrorCode::not_submitted: return status::conflict;
    case ErrorCode::already_decided: return status::conflict;
    case ErrorCode::already_sent: return status::conflict;
    case ErrorCode::conflict: return status::conflict;
    case ErrorCode::invalid_parameter: return status::bad_request;
    case ErrorCode::slot_taken: return status::conflict;
    case ErrorCode::outside_hours: return status::unprocessable_entity;
    case ErrorCode::too_soon: return status::unprocessable_entity;
    case ErrorCode::too_far: return status::unprocessable_entity;
    case ErrorCode::shop_closed: return status::unprocessable_entity;
    case ErrorCode::outside_cancel_window: return status::conflict;
    case ErrorCode::not_cancellable: return status::conflict;
    case ErrorCode::invalid_transition: return status::conflict;
    case ErrorCode::not_eligible: return status::forbidden;
    case ErrorCode::already_reviewed: return status::conflict;
    case ErrorCode::review_window_closed: return status::unprocessable_entity;
    case ErrorCode::edit_window_closed: return status::unprocessable_entity;
    case ErrorCode::already_replied: return status::conflict;
    case ErrorCode::already_reported: return status::conflict;
    case ErrorCode::already_claimed: return status::conflict;
    case ErrorCode::claim_open: return status::conflict;
    case ErrorCode::not_member: return status::forbidden;
    case ErrorCode::not_bookable: return status::conflict;
    case ErrorCode::already_member: return status::conflict;
    case ErrorCode::invitation_invalid: return status::gone;
    case ErrorCode::payment_window_closed: return status::conflict;
    case ErrorCode::payment_not_needed: return status::conflict;
    case ErrorCode::card_unavailable: return status::unprocessable_entity;
    case ErrorCode::fps_unavailable: return status::unprocessable_entity;
    case ErrorCode::payment_provider_unavailable: return status::service_unavailable;
    case ErrorCode::over_request_rate_limit: return status::too_many_requests;
    case ErrorCode::over_email_send_rate_limit: return status::too_many_requests;
    case ErrorCode::invalid_signature: return status::bad_request;
    case ErrorCode::method_not_allowed: return status::method_not_allowed;
    case ErrorCode::request_timeout: return status::request_timeout;
    case ErrorCode::payload_too_large: return status::payload_too_large;
    case ErrorCode::headers_too_large: return status::request_header_fields_too_large;
    case ErrorCode::rate_limited: return status::too_many_requests;
    case ErrorCode::not_ready: return status::service_unavailable;
    case ErrorCode::not_implemented: return status::not_implemented;
    case ErrorCode::unavailable: return status::service_unavailable;
    case ErrorCode::internal_error: return status::internal_server_error;
  }
  return status::internal_server_error;
}

Response json_response(bhttp::status status, const boost::json::value& body) {
  Response res(status);
  res.set(bhttp::field::content_type, "application/json; charset=utf-8");
  res.msg.body() = boost::json::serialize(body);
  return res;
}

Response text_response(bhttp::status status, std::string body, std::string_view content_type) {
  Response res(status);
  res.set(bhttp::field::content_type, content_type);
  res.msg.body() = std::move(body);
  return res;
}

Response redirect_response(bhttp::status status, const std::string& location) {
  Response res(status);
  res.set(bhttp::field::location, location);
  res.set(bhttp::field::cache_control, "no-store");
  return res;
}

Response error_response(ErrorCode code, std::string_view message) {
  return json_response(status_for(code), boost::json::object{{"code", to_string(code)},
                                                               {"message", message}});
}

}  // namespace emu::http
