#include "http/security_headers.hpp"

namespace emu::http {

void add_security_headers(Response& res) {
  res.set("X-Content-Type-Options", "nosniff");
  res.set("Referrer-Policy", "strict-origin-when-cross-origin");
  res.set(bhttp::field::x_frame_options, "DENY");
  auto type = res.msg[bhttp::field::content_type];
  if (type.starts_with("text/html")) {
    res.set("Content-Security-Policy", kContentSecurityPolicy);
  }
}

}  // namespace emu::http
