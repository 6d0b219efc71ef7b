#include "messaging/whatsapp_client.hpp"

#include <curl/curl.h>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <memory>

namespace emu::messaging {
namespace {

std::size_t append(char* data, std::size_t size, std::size_t count, void* out) {
  auto* body = static_cast<std::string*>(out);
  if (body->size() + size * count > (256u << 10)) return 0;  // an answer is a few hundred bytes
  body->append(data, size * count);
  return size * count;
}

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
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
  if (!curl) return {false, false, "", "curl could not start"};
  std::string base = settings.api_base;
  while (!base.empty() && base.back() == '/') base.pop_back();
  const std::string url = base + "/" + settings.phone_number_id + "/messages";
  const std::string request = template_request(to, name, lang, params);
  const std::string auth = "Authorization: Bearer " + settings.token;
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(nullptr, curl_slist_free_all);
  headers.reset(curl_slist_append(headers.release(), auth.c_str()));
  headers.reset(curl_slist_append(headers.release(), "Content-Type: application/json"));
  std::string body;
  curl_easy_setopt(curl.get(), CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, headers.get());
  curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDS, request.c_str());
  curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(request.size()));
  curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, append);
  curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, &body);
  curl_easy_setopt(curl.get(), CURLOPT_TIMEOUT_MS, 15'000L);
  curl_easy_setopt(curl.get(), CURLOPT_CONNECTTIMEOUT_MS, 5'000L);
  curl_easy_setopt(curl.get(), CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl.get(), CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(curl.get(), CURLOPT_USERAGENT, "emu-server (whatsapp)");
  if (auto rc = curl_easy_perform(curl.get()); rc != CURLE_OK) {
    return {false, false, "", std::string("unreachable: ") + curl_easy_strerror(rc)};
  }
  long status = 0;
  curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &status);
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
