// A small router: method + path pattern with ":name" segments and a trailing "*name" that
// takes the rest of the path. Routes are registered in one table (see app/routes.cpp) so the
// table reads as the permission table: guards wrap the handler where the route is declared.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "http/error_codes.hpp"
#include "http/types.hpp"

namespace emu::http {

// API families answer errors in their clients' dialects (GoTrue, PostgREST, Storage); the
// pipeline's own refusals on their paths (malformed JSON, no route) go through the family's
// renderer so supabase-js parses them like any other error.
using ErrorRenderer = std::function<Response(ErrorCode code, std::string_view message)>;

class Router {
 public:
  void add(bhttp::verb method, std::string_view pattern, Handler handler);
  void set_error_renderer(std::string path_prefix, ErrorRenderer renderer);
  // Renders with the renderer of the longest matching prefix, else {"code","message"}.
  [[nodiscard]] Response render_error(std::string_view path, ErrorCode code,
                                      std::string_view message) const;

  struct Match {
    const Handler* handler = nullptr;  // null when no route accepts this method
    std::string pattern;               // the route pattern, the metrics label
    std::string allow;                 // methods of routes matching the path (for 405)
    std::map<std::string, std::string, std::less<>> params;
  };
  // nullopt when no pattern matches the path at all.
  [[nodiscard]] std::optional<Match> match(bhttp::verb method, std::string_view path) const;

 private:
  struct Segment {
    enum class Kind { literal, param, rest } kind;
    std::string text;
  };
  struct Route {
    bhttp::verb method;
    std::string pattern;
    std::vector<Segment> segments;
    Handler handler;
  };
  static bool matches(const Route& route, const std::vector<std::string_view>& parts,
                      std::string_view path,
                      std::map<std::string, std::string, std::less<>>& params);
  std::vector<Route> routes_;
  std::vector<std::pair<std::string, ErrorRenderer>> renderers_;
};

}  // namespace emu::http
