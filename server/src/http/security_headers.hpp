// Security headers on every response; the Content-Security-Policy on HTML only. The SPA needs
// nothing beyond its own origin: scripts and styles are bundled, the API is same-origin, and
// Google sign-in is a top-level redirect, not a frame or a fetch.
#pragma once

#include "http/types.hpp"

namespace emu::http {

inline constexpr std::string_view kContentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

void add_security_headers(Response& res);

}  // namespace emu::http
