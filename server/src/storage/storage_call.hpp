// What every /storage/v1 handler works with: the caller (bearer JWT, roles loaded), the
// bucket and object name from the path, and the context. Handlers are blocking functions run
// on the worker pool by the one endpoint adapter (runtime/endpoint.hpp) with the guard their
// route declares in storage_routes.cpp; StorageFamily is storage's dialect for it.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>

#include "http/types.hpp"
#include "identity/principal.hpp"
#include "runtime/context.hpp"
#include "runtime/endpoint.hpp"
#include "storage/file_store.hpp"
#include "storage/objects_repo.hpp"
#include "storage/storage_error.hpp"

namespace emu::storage {

struct StorageCall {
  runtime::Context& ctx;
  const http::Request& req;
  auth::Principal principal;  // anon when no credentials were needed
  std::string bucket;
  std::string name;  // object name; may be empty (list, remove, batch sign)
  std::string now;

  [[nodiscard]] FileStore files() const { return FileStore(ctx.config.storage_dir); }
};

using StorageHandler = StorageResult<http::Response> (*)(StorageCall&);

struct StorageFamily : runtime::Family<StorageCall, StorageError, http::Response, true> {
  static std::expected<auth::Principal, http::Response> credentials(runtime::Context& ctx,
                                                                    const http::Request& req,
                                                                    runtime::Guard guard);
  static http::Response refuse_token(const auth::PrincipalFailure& f);
  static std::expected<StorageCall, http::Response> make_call(runtime::Context& ctx,
                                                              http::Request& req,
                                                              auth::Principal&& who,
                                                              const runtime::Route& route);
  static std::optional<StorageError> admit(StorageCall& call, const runtime::Route& route);
  static StorageError internal(std::string_view what, std::string_view detail);
  static http::Response respond(http::Response&& res, const StorageCall&) { return std::move(res); }
  static http::Response render(const StorageError& e, const StorageCall&) {
    return storage_error_response(e);
  }
};

// object_write.cpp
StorageResult<http::Response> upload_object(StorageCall& call);  // POST (x-upsert) and PUT
StorageResult<http::Response> remove_objects(StorageCall& call);
// object_read.cpp
StorageResult<http::Response> download_object(StorageCall& call);         // bearer
StorageResult<http::Response> download_public_object(StorageCall& call);  // public buckets
StorageResult<http::Response> download_signed_object(StorageCall& call);  // ?token=
StorageResult<http::Response> sign_object(StorageCall& call);
StorageResult<http::Response> sign_objects(StorageCall& call);
StorageResult<http::Response> list_objects(StorageCall& call);

// Shared by both files.
StorageResult<Bucket> require_bucket(db::Connection& conn, const std::string& id);
boost::json::object object_json(const ObjectRow& row, bool with_bucket);
std::optional<boost::json::object> json_body(const http::Request& req);

}  // namespace emu::storage
