// Security headers on every response; the Content-Security-Policy on HTML only. The SPA needs
// nothing beyond its own origin: scripts and styles are bundled, the API is same-origin, and
// Google sign-in is a top-level redirect, not a frame or a fetch.
#pragma once

#include "http/types.hpp"

namespace emu::http {

// api_origin: the origin the SPA calls (the configured site URL). It is usually 'self', but a
// visitor who opened http://localhost:8080 while the site URL says 127.0.0.1 still connects.
std::string content_security_policy(std::string_view api_origin);

void add_security_headers(Response& res, std::string_view csp);

}  // namespace emu::http
