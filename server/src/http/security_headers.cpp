#include "http/security_headers.hpp"

namespace emu::http {

std::string content_security_policy(std::string_view api_origin) {
  std::string connect = "'self'";
  if (!api_origin.empty()) connect += " " + std::string(api_origin);
  // Realtime's WebSocket (ws:// or wss:// on the API's host).
  if (api_origin.starts_with("http")) connect += " ws" + std::string(api_origin.substr(4));
  return "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
         "img-src 'self' data: blob:; font-src 'self' data:; connect-src " +
         connect +
         "; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
}

void add_security_headers(Response& res, std::string_view csp) {
  res.set("X-Content-Type-Options", "nosniff");
  res.set("Referrer-Policy", "strict-origin-when-cross-origin");
  res.set(bhttp::field::x_frame_options, "DENY");
  auto type = res.msg[bhttp::field::content_type];
  if (type.starts_with("text/html")) {
    res.set("Content-Security-Policy", csp);
  }
}

}  // namespace emu::http
