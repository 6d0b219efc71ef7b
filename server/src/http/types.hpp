// The request and response types every handler sees. Handlers are coroutines on the I/O
// threads; anything that blocks goes through WorkerPool::run.
#pragma once

#include <boost/asio/awaitable.hpp>
#include <boost/beast/http.hpp>
#include <boost/json/value.hpp>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace emu::http {

namespace bhttp = boost::beast::http;
using RawRequest = bhttp::request<bhttp::string_body>;

struct Request {
  RawRequest raw;
  std::string path;   // percent-decoded path, without the query
  std::string query;  // raw query string after '?', still encoded
  std::string request_id;
  std::string remote_ip;
  std::map<std::string, std::string, std::less<>> path_params;
  // Parsed once by the JSON middleware for API requests that declare a JSON body.
  std::optional<boost::json::value> json_body;

  [[nodiscard]] bhttp::verb method() const { return raw.method(); }
  [[nodiscard]] std::string_view header(bhttp::field f) const { return raw[f]; }
  [[nodiscard]] std::string_view header(std::string_view name) const { return raw[name]; }
  [[nodiscard]] std::string_view param(std::string_view name) const;
};

struct Response {
  bhttp::response<bhttp::string_body> msg;
  // Large immutable bodies (cached SPA files) are shared instead of copied per request.
  std::shared_ptr<const std::string> shared_body;
  // For HEAD: send the headers of a body this long, but no body.
  bool head_only = false;

  Response() { msg.version(11); }
  explicit Response(bhttp::status status) : Response() { msg.result(status); }
  [[nodiscard]] unsigned status() const { return msg.result_int(); }
  void set(bhttp::field f, std::string_view value) { msg.set(f, value); }
  void set(std::string_view name, std::string_view value) { msg.set(name, value); }
};

using Handler = std::function<boost::asio::awaitable<Response>(Request&)>;

}  // namespace emu::http
