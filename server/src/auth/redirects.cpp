#include "auth/redirects.hpp"

#include <algorithm>
#include <boost/url/parse.hpp>

namespace emu::auth {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::ranges::transform(out, out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

}  // namespace

std::string origin_of(std::string_view url) {
  auto parsed = boost::urls::parse_uri(url);
  if (!parsed || !parsed->has_authority()) return {};
  auto scheme = lower(parsed->scheme());
  if (scheme != "http" && scheme != "https") return {};
  // Credentials in a redirect are a classic open-redirect trick: refuse them.
  if (parsed->has_userinfo()) return {};
  auto host = lower(parsed->encoded_host());
  if (host.empty()) return {};
  std::string origin = scheme + "://" + host;
  auto port = std::string(parsed->port());
  bool default_port = (scheme == "http" && port == "80") || (scheme == "https" && port == "443");
  if (!port.empty() && !default_port) origin += ":" + port;
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

std::string form_encode(std::string_view text) {
  constexpr std::string_view hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '*') {
      out.push_back(static_cast<char>(c));
    } else if (c == ' ') {
      out.push_back('+');
    } else {
      out.push_back('%');
      out.push_back(hex[c >> 4]);
      out.push_back(hex[c & 15]);
    }
  }
  return out;
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
