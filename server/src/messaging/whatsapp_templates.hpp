// The WhatsApp message templates (salon-day.md C.4): every message Emu sends on WhatsApp is one
// of these, in English (`en`) or Hong Kong Chinese (`zh_HK`), category UTILITY, with the body's
// {{1}}, {{2}}, ... filled at send time. The texts live in whatsapp_templates.cpp, both languages
// side by side, and are submitted to Meta for approval as they stand: `emu-server
// whatsapp-templates` prints them as the Graph API's message_templates requests (--format json)
// or as a page to read (--format markdown, kept as docs/whatsapp-templates.md).
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "domain/messages.hpp"

namespace emu::messaging {

enum class Template {
  booking_confirmed,         // customer: a booking is confirmed
  booking_request_received,  // customer: a request was sent, the shop will answer
  booking_declined,          // customer: the shop declined the request
  booking_request_expired,   // customer: the shop did not answer in time
  booking_cancelled,         // customer: a booking is cancelled
  booking_changed,           // customer: a booking has a new time
  booking_reminder,          // customer: about 24 h before
  deposit_due,               // customer: a deposit to pay by a time (deposits, issue 29)
  shop_new_booking,          // shop alert: a new booking
  shop_new_request,          // shop alert: a new request to answer
};

struct TemplateText {
  std::string_view body;                  // with {{1}} ... {{n}}
  std::string_view footer;                // static: how to stop the messages
  std::vector<std::string_view> example;  // one value per parameter, for the approval
};

struct TemplateSpec {
  Template id;
  std::string_view name;                     // as registered with Meta
  std::string_view category;                 // UTILITY
  std::vector<std::string_view> parameters;  // what {{1}} ... {{n}} are, for people
  TemplateText en, zh;
};

// Every template, in the order of Template.
std::span<const TemplateSpec> templates();
const TemplateSpec& spec(Template t);
std::string_view template_name(Template t);
// WhatsApp's language code: zh_HK or en.
std::string_view language_code(domain::Lang lang);

// The body as the recipient reads it (the footer on its own line): for logs and the admin.
std::string render(Template t, domain::Lang lang, const std::vector<std::string>& params);

// The Graph API's POST /{waba-id}/message_templates bodies, one per template and language,
// as a JSON array (what is submitted for approval).
std::string submission_json();
// A readable page of the same texts (docs/whatsapp-templates.md).
std::string templates_markdown();

}  // namespace emu::messaging
