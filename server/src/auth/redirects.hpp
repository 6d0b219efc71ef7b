// redirect_to handling: the allow-list (exactly the site's origin - scheme, host and port -
// or a configured origin; anything else falls back to the site URL, as upstream does) and building
// the 303/302 targets of e-mail links with query or fragment parameters.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/url_decode.hpp"

namespace emu::auth {

// "scheme://host[:port]" as a browser compares origins: scheme and host lower-cased, the
// authority percent-decoded first, the port without leading zeros and the scheme's default
// port dropped. Empty (never equal to an origin) for anything that is not a plain absolute
// http(s) URL: userinfo, backslashes, whitespace, "//host", "http:host", a trailing dot, a
// non-numeric port.
std::string origin_of(std::string_view url);
std::string allowed_redirect(std::string_view requested, std::string_view site_url,
                             const std::vector<std::string>& extra_origins);

using UrlParams = std::vector<std::pair<std::string, std::string>>;
// application/x-www-form-urlencoded value (space as '+'), as GoTrue and URLSearchParams do.
using common::form_encode;
std::string encode_params(const UrlParams& params);
// url with params added to its query (before any fragment).
std::string with_query(std::string_view url, const UrlParams& params);
// url (without its own fragment) followed by "#" + params.
std::string with_fragment(std::string_view url, const UrlParams& params);

}  // namespace emu::auth
