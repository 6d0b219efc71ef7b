// The middleware around every request, in order: request id, CORS (split deployments only),
// JSON body parsing for API prefixes, routing (404/405 as JSON on API paths), the SPA for
// everything else, security headers, metrics and the access log.
#pragma once

#include <string>
#include <vector>

#include "http/metrics.hpp"
#include "http/router.hpp"
#include "http/static_site.hpp"
#include "http/types.hpp"

namespace emu::http {

struct PipelineOptions {
  bool access_log = true;
  std::vector<std::string> cors_origins;
  std::string content_security_policy;
};

class Pipeline {
 public:
  Pipeline(const Router& router, const StaticSite& site, Metrics& metrics, PipelineOptions options)
      : router_(router), site_(site), metrics_(metrics), options_(std::move(options)) {}

  boost::asio::awaitable<Response> handle(Request& req);

  // Paths owned by the API families; never answered with the SPA.
  static bool is_api_path(std::string_view path);

 private:
  boost::asio::awaitable<Response> route(Request& req, std::string& route_label);
  void add_cors_headers(const Request& req, Response& res) const;

  const Router& router_;
  const StaticSite& site_;
  Metrics& metrics_;
  PipelineOptions options_;
};

}  // namespace emu::http
