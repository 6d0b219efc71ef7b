#include "storage/storage_routes.hpp"

#include <spdlog/spdlog.h>

#include "auth/roles.hpp"
#include "common/ids.hpp"
#include "http/responses.hpp"
#include "storage/storage_call.hpp"

namespace emu::storage {
namespace {

namespace bhttp = http::bhttp;

enum class Auth {
  none,    // public objects and signed URLs: the browser navigates to them (contract 1.3)
  bearer,  // everything else: the bearer (or apikey) JWT decides
};

struct Target {
  StorageHandler handler = nullptr;
  Auth auth = Auth::bearer;
  std::string bucket, name;
};

// "<bucket>/<name...>" -> bucket, name.
void split(std::string_view rest, Target& t) {
  auto slash = rest.find('/');
  t.bucket = std::string(rest.substr(0, slash));
  t.name = slash == std::string_view::npos ? std::string() : std::string(rest.substr(slash + 1));
}

// The object routes share one path space (/object/<bucket>/<name> next to
// /object/sign/<bucket>/<name> ...), so one wildcard route per method dispatches here.
Target route(bhttp::verb method, std::string_view rest) {
  Target t;
  auto take = [&](std::string_view prefix) {
    if (!rest.starts_with(prefix)) return false;
    split(rest.substr(prefix.size()), t);
    return true;
  };
  if (method == bhttp::verb::get || method == bhttp::verb::head) {
    if (take("public/")) {
      t.handler = download_public_object;
      t.auth = Auth::none;
    } else if (take("sign/")) {
      t.handler = download_signed_object;
      t.auth = Auth::none;
    } else if (take("authenticated/") || (split(rest, t), true)) {
      t.handler = download_object;
    }
  } else if (method == bhttp::verb::post) {
    if (take("sign/")) {
      t.handler = t.name.empty() ? sign_objects : sign_object;
    } else if (take("list/")) {
      t.handler = list_objects;
    } else {
      split(rest, t);
      t.handler = upload_object;
    }
  } else if (method == bhttp::verb::put) {
    split(rest, t);
    t.handler = upload_object;
  } else if (method == bhttp::verb::delete_) {
    split(rest, t);
    if (t.name.empty()) t.handler = remove_objects;
  }
  return t;
}

http::Handler dispatcher(app::Context& ctx) {
  return [&ctx](http::Request& req) -> boost::asio::awaitable<http::Response> {
    Target target = route(req.method(), req.param("rest"));
    if (target.handler == nullptr || target.bucket.empty()) {
      co_return storage_error_response(
          storage_fail(400, "InvalidRequest", "Unknown storage request " + req.path).error());
    }
    auth::Principal who;
    if (target.auth == Auth::bearer) {
      auto p = auth::principal_from_headers(
          ctx.signing_key, req.header(bhttp::field::authorization), req.header("apikey"));
      if (!p)
        co_return storage_error_response(
            storage_fail(400, "InvalidJWT", p.error().message).error());
      who = std::move(*p);
    }
    StorageCall call{ctx, req, std::move(who), target.bucket, target.name, common::now_utc()};
    auto handler = target.handler;
    auto result = co_await ctx.workers->run([&call, handler]() -> StorageResult<http::Response> {
      try {
        if (call.who.role == auth::Role::authenticated) {
          auto roles = auth::load_roles(*call.ctx.db, call.who.user_id);
          if (!roles) return storage_internal("roles", roles.error().message);
          call.who.app_roles = std::move(*roles);
        }
        return handler(call);
      } catch (const std::exception& e) {
        return storage_internal("request " + call.req.request_id, e.what());
      }
    });
    co_return result ? std::move(*result) : storage_error_response(result.error());
  };
}

}  // namespace

void register_storage_routes(http::Router& router, app::Context& ctx) {
  // The pipeline's own refusals (no such route, malformed JSON) in the storage shape, with
  // Emu's code and the real status: nothing upstream to imitate, and a 404 reads truer.
  router.set_error_renderer("/storage/", [](http::ErrorCode code, std::string_view message) {
    auto status = static_cast<unsigned>(http::status_for(code));
    auto name = std::string(http::to_string(code));
    http::Response res = http::json_response(static_cast<bhttp::status>(status),
                                             {{"statusCode", std::to_string(status)},
                                              {"code", name},
                                              {"error", name},
                                              {"message", message}});
    return res;
  });
  auto handler = dispatcher(ctx);
  for (auto method :
       {bhttp::verb::get, bhttp::verb::post, bhttp::verb::put, bhttp::verb::delete_}) {
    router.add(method, "/storage/v1/object/*rest", handler);
  }
}

}  // namespace emu::storage
