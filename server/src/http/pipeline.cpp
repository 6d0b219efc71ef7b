#include "http/pipeline.hpp"

#include <boost/json/parse.hpp>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <array>
#include <chrono>

#include "common/ids.hpp"
#include "http/responses.hpp"
#include "http/security_headers.hpp"

namespace emu::http {
namespace {

bool valid_request_id(std::string_view id) {
  return !id.empty() && id.size() <= 64 && std::ranges::all_of(id, [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-';
  });
}

bool iequals_prefix(std::string_view text, std::string_view prefix) {
  return text.size() >= prefix.size() &&
         std::equal(prefix.begin(), prefix.end(), text.begin(), [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
         });
}

bool has_body_method(bhttp::verb v) {
  return v == bhttp::verb::post || v == bhttp::verb::put || v == bhttp::verb::patch ||
         v == bhttp::verb::delete_;
}

}  // namespace

bool Pipeline::is_api_path(std::string_view path) {
  // /auth alone is not API: the SPA owns /auth/login and /auth/callback; GoTrue is /auth/v1.
  constexpr std::array kPrefixes{"/auth/v1", "/rest", "/functions", "/storage", "/realtime"};
  return std::ranges::any_of(kPrefixes, [&](std::string_view prefix) {
    return path.starts_with(prefix) && (path.size() == prefix.size() || path[prefix.size()] == '/');
  });
}

void Pipeline::add_cors_headers(const Request& req, Response& res) const {
  auto origin = req.header(bhttp::field::origin);
  if (origin.empty() || std::ranges::find(options_.cors_origins, origin) == options_.cors_origins.end()) {
    return;
  }
  res.set(bhttp::field::access_control_allow_origin, origin);
  res.set(bhttp::field::access_control_allow_credentials, "true");
  res.set(bhttp::field::vary, "Origin");
  res.set(bhttp::field::access_control_expose_headers,
          "Content-Range, X-Supabase-Api-Version, Range-Unit, Content-Location, Location, "
          "X-Total-Count, Link, x-relay-error, Content-Disposition, Content-Length, ETag");
}

boost::asio::awaitable<Response> Pipeline::route(Request& req, std::string& route_label) {
  const bool api = is_api_path(req.path);
  auto method = req.method();

  if (method == bhttp::verb::options && !options_.cors_origins.empty()) {
    route_label = "preflight";
    Response res(bhttp::status::no_content);
    res.set(bhttp::field::access_control_allow_methods,
            "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    auto requested = req.header(bhttp::field::access_control_request_headers);
    res.set(bhttp::field::access_control_allow_headers,
            requested.empty() ? "authorization, apikey, x-client-info, content-type, accept, "
                                "accept-profile, content-profile, prefer, range, range-unit, "
                                "x-supabase-api-version, x-retry-count, x-upsert, cache-control, "
                                "x-metadata, x-region"
                              : requested);
    res.set(bhttp::field::access_control_max_age, "86400");
    co_return res;
  }

  // A malformed JSON body is refused before routing, the way a gateway would.
  if (api && has_body_method(method) && !req.raw.body().empty() &&
      iequals_prefix(req.header(bhttp::field::content_type), "application/json")) {
    boost::system::error_code ec;
    auto parsed = boost::json::parse(req.raw.body(), ec);
    if (ec) {
      route_label = "invalid_json";
      co_return router_.render_error(req.path, ErrorCode::invalid_json,
                                     "Request body is not valid JSON");
    }
    req.json_body = std::move(parsed);
  }

  if (auto match = router_.match(method, req.path)) {
    route_label = match->pattern;
    if (match->handler == nullptr) {
      auto res = error_response(ErrorCode::method_not_allowed,
                                "Method " + std::string(req.raw.method_string()) +
                                    " is not allowed on " + req.path);
      res.set(bhttp::field::allow, match->allow);
      co_return res;
    }
    req.path_params = std::move(match->params);
    co_return co_await (*match->handler)(req);
  }

  route_label = "unmatched";
  if (api) {
    co_return router_.render_error(req.path, ErrorCode::not_found, "No API route for " + req.path);
  }
  if (method != bhttp::verb::get && method != bhttp::verb::head) {
    auto res = error_response(ErrorCode::method_not_allowed, "Only GET and HEAD serve pages");
    res.set(bhttp::field::allow, "GET, HEAD");
    co_return res;
  }
  route_label = "spa";
  if (auto page = site_.serve(req)) co_return std::move(*page);
  route_label = "unmatched";
  co_return error_response(ErrorCode::not_found, "Not found");
}

boost::asio::awaitable<Response> Pipeline::handle(Request& req) {
  auto started = std::chrono::steady_clock::now();
  auto incoming_id = req.header("X-Request-Id");
  req.request_id = valid_request_id(incoming_id) ? std::string(incoming_id)
                                                 : common::random_token(12);
  std::string route_label;
  Response res = co_await route(req, route_label);
  if (req.method() == bhttp::verb::head) res.head_only = true;  // errors too: no body on HEAD
  res.set("X-Request-Id", req.request_id);
  add_security_headers(res, options_.content_security_policy);
  add_cors_headers(req, res);

  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  metrics_.record(req.raw.method_string(), route_label, res.status(), seconds);
  if (options_.access_log) {
    spdlog::info("{} {} {} {} {:.3f}ms id={} ip={}", req.raw.method_string(), req.path, res.status(),
                 route_label, seconds * 1000, req.request_id, req.remote_ip);
  }
  co_return res;
}

}  // namespace emu::http
