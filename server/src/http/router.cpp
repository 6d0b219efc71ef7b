#include "http/router.hpp"

#include <ranges>

#include "http/responses.hpp"

namespace emu::http {
namespace {

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> parts;
  for (auto part : path | std::views::split('/')) {
    std::string_view piece(part.begin(), part.end());
    if (!piece.empty()) parts.push_back(piece);
  }
  return parts;
}

}  // namespace

std::string_view Request::param(std::string_view name) const {
  auto it = path_params.find(name);
  return it == path_params.end() ? std::string_view{} : std::string_view(it->second);
}

void Router::set_error_renderer(std::string path_prefix, ErrorRenderer renderer) {
  renderers_.emplace_back(std::move(path_prefix), std::move(renderer));
}

Response Router::render_error(std::string_view path, ErrorCode code,
                              std::string_view message) const {
  const ErrorRenderer* best = nullptr;
  std::size_t best_length = 0;
  for (const auto& [prefix, renderer] : renderers_) {
    if (path.starts_with(prefix) && prefix.size() >= best_length) {
      best = &renderer;
      best_length = prefix.size();
    }
  }
  return best ? (*best)(code, message) : error_response(code, message);
}

void Router::add(bhttp::verb method, std::string_view pattern, Handler handler) {
  Route route{method, std::string(pattern), {}, std::move(handler)};
  for (auto part : split_path(pattern)) {
    if (part.starts_with(':')) {
      route.segments.push_back({Segment::Kind::param, std::string(part.substr(1))});
    } else if (part.starts_with('*')) {
      route.segments.push_back({Segment::Kind::rest, std::string(part.substr(1))});
    } else {
      route.segments.push_back({Segment::Kind::literal, std::string(part)});
    }
  }
  routes_.push_back(std::move(route));
}

bool Router::matches(const Route& route, const std::vector<std::string_view>& parts,
                     std::string_view path,
                     std::map<std::string, std::string, std::less<>>& params) {
  params.clear();
  std::size_t i = 0;
  for (const auto& seg : route.segments) {
    if (seg.kind == Segment::Kind::rest) {
      if (i >= parts.size()) return false;
      // The rest of the path as sent, including inner slashes.
      auto offset = static_cast<std::size_t>(parts[i].data() - path.data());
      params.emplace(seg.text, std::string(path.substr(offset)));
      return true;
    }
    if (i >= parts.size()) return false;
    if (seg.kind == Segment::Kind::literal && seg.text != parts[i]) return false;
    if (seg.kind == Segment::Kind::param) params.emplace(seg.text, std::string(parts[i]));
    ++i;
  }
  return i == parts.size();
}

std::optional<Router::Match> Router::match(bhttp::verb method, std::string_view path) const {
  auto parts = split_path(path);
  std::optional<Match> found;
  std::map<std::string, std::string, std::less<>> params;
  for (const auto& route : routes_) {
    if (!matches(route, parts, path, params)) continue;
    if (!found) found.emplace();
    if (!found->allow.empty()) found->allow += ", ";
    found->allow += std::string(bhttp::to_string(route.method));
    bool method_ok = route.method == method ||
                     (method == bhttp::verb::head && route.method == bhttp::verb::get);
    if (method_ok && found->handler == nullptr) {
      found->handler = &route.handler;
      found->pattern = route.pattern;
      found->params = params;
    }
  }
  if (found && found->handler == nullptr && !routes_.empty()) {
    // Keep the first matching pattern as the metrics label of a 405.
    for (const auto& route : routes_) {
      if (matches(route, parts, path, params)) {
        found->pattern = route.pattern;
        break;
      }
    }
  }
  return found;
}

}  // namespace emu::http
