#include "common/outbound_http.hpp"

#include <curl/curl.h>

#include <memory>

namespace emu::common {
namespace {

struct Sink {
  std::string* body;
  std::size_t max;
};

std::size_t append(char* data, std::size_t size, std::size_t count, void* out) {
  auto* sink = static_cast<Sink*>(out);
  if (sink->body->size() + size * count > sink->max) return 0;
  sink->body->append(data, size * count);
  return size * count;
}

}  // namespace

std::expected<OutboundAnswer, OutboundFailure> outbound_http(const OutboundRequest& request) {
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
  if (!curl) return std::unexpected(OutboundFailure{false, "curl could not start"});
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(nullptr, curl_slist_free_all);
  for (const auto& h : request.headers) {
    headers.reset(curl_slist_append(headers.release(), h.c_str()));
  }
  OutboundAnswer answer;
  Sink sink{&answer.body, request.max_answer};
  curl_easy_setopt(curl.get(), CURLOPT_URL, request.url.c_str());
  if (headers) curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, headers.get());
  if (request.body) {
    curl_easy_setopt(curl.get(), CURLOPT_POST, 1L);
    curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDS, request.body->c_str());
    curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(request.body->size()));
  }
  curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, append);
  curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, &sink);
  curl_easy_setopt(curl.get(), CURLOPT_CONNECTTIMEOUT_MS,
                   static_cast<long>(request.connect_timeout.count()));
  curl_easy_setopt(curl.get(), CURLOPT_TIMEOUT_MS,
                   static_cast<long>(request.total_timeout.count()));
  curl_easy_setopt(curl.get(), CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl.get(), CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(curl.get(), CURLOPT_USERAGENT, request.user_agent.c_str());
  if (auto rc = curl_easy_perform(curl.get()); rc != CURLE_OK) {
    return std::unexpected(
        OutboundFailure{rc == CURLE_OPERATION_TIMEDOUT, std::string(curl_easy_strerror(rc))});
  }
  curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &answer.status);
  return answer;
}

std::string trim_base(std::string base) {
  while (!base.empty() && base.back() == '/') base.pop_back();
  return base;
}

}  // namespace emu::common
