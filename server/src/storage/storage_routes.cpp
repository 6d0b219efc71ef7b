#include "storage/storage_routes.hpp"

#include <spdlog/spdlog.h>

#include "common/ids.hpp"
#include "http/responses.hpp"
#include "runtime/caller.hpp"
#include "storage/storage_call.hpp"

namespace emu::storage {
namespace {

namespace bhttp = http::bhttp;

// DELETE of one named object: the API removes objects in batches (DELETE /object/<bucket>).
StorageResult<http::Response> unknown_request(StorageCall& call) {
  return storage_fail(400, "InvalidRequest", "Unknown storage request " + call.req.path);
}

}  // namespace

std::expected<auth::Principal, http::Response> StorageFamily::credentials(runtime::Context& ctx,
                                                                          const http::Request& req,
                                                                          runtime::Guard) {
  auto p = runtime::resolve_principal(ctx, req);
  if (!p) return std::unexpected(refuse_token(p.error()));
  return std::move(*p);
}

http::Response StorageFamily::refuse_token(const auth::PrincipalFailure& f) {
  // Storage answers a bad token 400 InvalidJWT (as Supabase Storage does); a deleted account's
  // token is refused 401, as on every other family (issue 27).
  const int status = f.error == auth::PrincipalError::user_gone ? 401 : 400;
  return storage_error_response(storage_fail(status, "InvalidJWT", f.message).error());
}

// "<bucket>/<name...>" from the route's *path (or :bucket) -> bucket, name.
std::expected<StorageCall, http::Response> StorageFamily::make_call(runtime::Context& ctx,
                                                                    http::Request& req,
                                                                    auth::Principal&& who,
                                                                    const runtime::Route&) {
  std::string_view rest = req.param("path");
  if (rest.empty()) rest = req.param("bucket");
  auto slash = rest.find('/');
  std::string bucket(rest.substr(0, slash));
  std::string name =
      slash == std::string_view::npos ? std::string() : std::string(rest.substr(slash + 1));
  if (bucket.empty()) {
    return std::unexpected(storage_error_response(
        storage_fail(400, "InvalidRequest", "Unknown storage request " + req.path).error()));
  }
  return StorageCall{
      ctx, req, std::move(who), std::move(bucket), std::move(name), common::now_utc()};
}

std::optional<StorageError> StorageFamily::admit(StorageCall& call, const runtime::Route& route) {
  const auto& p = call.principal;
  const bool allowed = route.guard == runtime::Guard::user    ? p.role == auth::Role::authenticated
                       : route.guard == runtime::Guard::admin ? p.is_admin()
                                                              : true;
  if (allowed) return std::nullopt;
  return storage_fail(403, "AccessDenied", "new row violates row-level security policy").error();
}

StorageError StorageFamily::internal(std::string_view what, std::string_view detail) {
  return storage_internal(what, detail).error();
}

void register_storage_routes(http::Router& router, runtime::Context& ctx) {
  using runtime::Guard;
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
  auto add = [&](bhttp::verb method, std::string_view path, runtime::Route route,
                 StorageHandler fn) {
    router.add(method, "/storage/v1/object/" + std::string(path),
               runtime::endpoint<StorageFamily>(ctx, route, fn));
  };
  // The permission table. The first matching route wins, so the prefixed paths come before
  // /object/<bucket>/<name>. Past the guard, the bucket and the object's first folder decide
  // (storage/access.cpp).
  using bhttp::verb;
  // open: the browser navigates to these (contract 1.3); a signed URL's token is the right.
  add(verb::get, "public/*path", {Guard::open}, download_public_object);
  add(verb::get, "sign/*path", {Guard::open}, download_signed_object);
  // apikey: the bearer (or apikey) JWT, anon included.
  add(verb::get, "authenticated/*path", {Guard::apikey}, download_object);
  add(verb::get, "*path", {Guard::apikey}, download_object);
  add(verb::post, "sign/:bucket", {Guard::apikey}, sign_objects);
  add(verb::post, "sign/*path", {Guard::apikey}, sign_object);
  add(verb::post, "list/*path", {Guard::apikey}, list_objects);
  add(verb::post, "*path", {Guard::apikey}, upload_object);
  add(verb::put, "*path", {Guard::apikey}, upload_object);
  add(verb::delete_, ":bucket", {Guard::apikey}, remove_objects);
  add(verb::delete_, "*path", {Guard::open}, unknown_request);
}

}  // namespace emu::storage
