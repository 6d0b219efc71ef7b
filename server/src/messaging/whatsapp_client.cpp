#include "messaging/whatsapp_client.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <memory>

#include "common/outbound_http.hpp"

namespace emu::messaging {
namespace {

// The API's own words for a refusal: error.message (and error.code), else the status.
std::string error_of(long status, const std::string& body) {
  boost::system::error_code ec;
  auto parsed = boost::json::parse(body, ec);
  std::string out = "HTTP " + std::to_string(status);
  if (ec || !parsed.is_object()) return out;
  const auto* error = parsed.as_object().if_contains("error");
  if (!error || !error->is_object()) return out;
  if (const auto* code = error->as_object().if_contains("code"); code && code->is_int64()) {
    out += " (" + std::to_string(code->as_int64()) + ")";
  }
  if (const auto* m = error->as_object().if_contains("message"); m && m->is_string()) {
    out += ": " + std::string(m->as_string());
  }
  return out;
}

}  // namespace

std::string template_request(const std::string& to, const std::string& name,
                             const std::string& lang, const std::vector<std::string>& params) {
  boost::json::array parameters;
  for (const auto& p : params) parameters.push_back({{"type", "text"}, {"text", p}});
  boost::json::object body{{"messaging_product", "whatsapp"},
                           {"to", to},
                           {"type", "template"},
                           {"template",
                            {{"name", name},
                             {"language", {{"code", lang}}},
                             {"components", boost::json::array{boost::json::object{
                                                {"type", "body"}, {"parameters", parameters}}}}}}};
  return boost::json::serialize(body);
}

SendOutcome send_template(const WhatsAppSettings& settings, const std::string& to,
                          const std::string& name, const std::string& lang,
                          const std::vector<std::string>& params) {
  const std::string url =
      common::trim_base(settings.api_base) + "/" + settings.phone_number_id + "/messages";
  const std::string request = template_request(to, name, lang, params);
  auto answer = common::outbound_http(
      {.url = url,
       .headers = {"Authorization: Bearer " + settings.token, "Content-Type: application/json"},
       .body = &request,
       .user_agent = "emu-server (whatsapp)",
       .max_answer = 256u << 10});
  if (!answer) return {false, false, "", "unreachable: " + answer.error().message};
  const long status = answer->status;
  const std::string& body = answer->body;
  if (status < 200 || status >= 300) {
    // A refusal of the message itself is final; throttling (429), a token or permission the
    // operator can fix (401, 403) and the provider's own trouble (5xx) are retried.
    const bool permanent =
        status >= 400 && status < 500 && status != 429 && status != 401 && status != 403;
    return {false, permanent, "", error_of(status, body)};
  }
  boost::system::error_code ec;
  auto parsed = boost::json::parse(body, ec);
  if (!ec && parsed.is_object()) {
    if (const auto* messages = parsed.as_object().if_contains("messages");
        messages && messages->is_array() && !messages->as_array().empty() &&
        messages->as_array()[0].is_object()) {
      if (const auto* id = messages->as_array()[0].as_object().if_contains("id");
          id && id->is_string() && !id->as_string().empty()) {
        return {true, false, std::string(id->as_string()), ""};
      }
    }
  }
  return {false, false, "", "HTTP " + std::to_string(status) + " without messages[0].id"};
}

}  // namespace emu::messaging
