#include "auth/redirects.hpp"

#include <algorithm>
#include <charconv>

#include "common/url_decode.hpp"

namespace emu::auth {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::ranges::transform(out, out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

bool host_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_';
}

// The port as a browser reads it: digits only, 1-65535, leading zeros dropped; empty stays
// empty (the scheme's default).
std::optional<std::string> normal_port(std::string_view text) {
  if (text.empty()) return std::string();
  if (text.size() > 5 || !std::ranges::all_of(text, [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  unsigned value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);
  if (value == 0 || value > 65535) return std::nullopt;
  return std::to_string(value);
}

}  // namespace

std::string origin_of(std::string_view url) {
  // Whitespace, control characters and backslashes are read differently by browsers (a
  // backslash is a slash in http URLs) and by URL parsers: such a URL is no origin at all.
  if (std::ranges::any_of(url, [](unsigned char c) { return c <= 0x20 || c == 0x7f || c == '\\'; }))
    return {};
  const auto colon = url.find(':');
  if (colon == std::string_view::npos) return {};
  const auto scheme = lower(url.substr(0, colon));
  if (scheme != "http" && scheme != "https") return {};
  auto rest = url.substr(colon + 1);
  if (!rest.starts_with("//")) return {};  // "http:evil.test" has no authority
  rest.remove_prefix(2);
  // Decoded before it is read, so "%40" is an '@' and "%3A" a ':' here too.
  auto authority =
      common::percent_decode(rest.substr(0, rest.find_first_of("/?#")), common::PlusSign::literal);
  if (!authority || authority->empty()) return {};
  // Credentials in a redirect are a classic open-redirect trick: refuse them.
  if (authority->find_first_of("@%/?#\\") != std::string::npos) return {};
  if (std::ranges::any_of(*authority, [](unsigned char c) { return c <= 0x20 || c >= 0x7f; }))
    return {};
  std::string host;
  std::string_view port_text;
  const std::string_view auth(*authority);
  if (auth.front() == '[') {  // IPv6 literal
    const auto close = auth.find(']');
    if (close == std::string_view::npos) return {};
    host = lower(auth.substr(0, close + 1));
    auto after = auth.substr(close + 1);
    if (!after.empty() && after.front() != ':') return {};
    if (!after.empty()) port_text = after.substr(1);
    if (!std::ranges::all_of(host.substr(1, host.size() - 2), [](char c) {
          return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || c == ':' || c == '.';
        })) {
      return {};
    }
  } else {
    const auto sep = auth.find(':');
    host = lower(auth.substr(0, sep));
    if (sep != std::string_view::npos) port_text = auth.substr(sep + 1);
    // A trailing dot names the same host for DNS but another origin for the browser (its
    // storage and cookies): not the site's origin. Empty labels are no host.
    if (host.empty() || host.front() == '.' || host.back() == '.' ||
        host.find("..") != std::string::npos || !std::ranges::all_of(host, host_char)) {
      return {};
    }
  }
  auto port = normal_port(port_text);
  if (!port) return {};
  std::string origin = scheme + "://" + host;
  bool default_port = (scheme == "http" && *port == "80") || (scheme == "https" && *port == "443");
  if (!port->empty() && !default_port) origin += ":" + *port;
  return origin;
}

std::string allowed_redirect(std::string_view requested, std::string_view site_url,
                             const std::vector<std::string>& extra_origins) {
  if (requested.empty()) return std::string(site_url);
  auto origin = origin_of(requested);
  if (origin.empty()) return std::string(site_url);
  if (origin == origin_of(site_url)) return std::string(requested);
  for (const auto& extra : extra_origins) {
    if (origin == origin_of(extra)) return std::string(requested);
  }
  return std::string(site_url);
}

std::string encode_params(const UrlParams& params) {
  std::string out;
  for (const auto& [name, value] : params) {
    if (!out.empty()) out.push_back('&');
    out += form_encode(name) + "=" + form_encode(value);
  }
  return out;
}

std::string with_query(std::string_view url, const UrlParams& params) {
  auto hash = url.find('#');
  std::string base(url.substr(0, hash));
  std::string fragment = hash == std::string_view::npos ? "" : std::string(url.substr(hash));
  if (params.empty()) return base + fragment;
  char sep = base.find('?') == std::string::npos ? '?' : '&';
  if (!base.empty() && (base.back() == '?' || base.back() == '&')) sep = '\0';
  if (sep != '\0') base.push_back(sep);
  return base + encode_params(params) + fragment;
}

std::string with_fragment(std::string_view url, const UrlParams& params) {
  return std::string(url.substr(0, url.find('#'))) + "#" + encode_params(params);
}

}  // namespace emu::auth
