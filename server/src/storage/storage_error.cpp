#include "storage/storage_error.hpp"

#include <spdlog/spdlog.h>

#include "http/responses.hpp"

namespace emu::storage {
namespace {

std::string short_name(const std::string& code) {
  if (code == "NoSuchKey" || code == "NoSuchBucket") return "not_found";
  if (code == "ResourceAlreadyExists") return "Duplicate";
  if (code == "AccessDenied") return "Unauthorized";
  if (code == "EntityTooLarge") return "Payload too large";
  if (code == "InvalidMimeType") return "invalid_mime_type";
  if (code == "InvalidJWT") return "Invalid JWT";
  if (code == "InternalError") return "internal";
  return code;
}

}  // namespace

std::unexpected<StorageError> storage_fail(unsigned status, std::string code, std::string message) {
  auto error = short_name(code);
  return std::unexpected(
      StorageError{status, std::move(code), std::move(error), std::move(message)});
}

std::unexpected<StorageError> storage_internal(std::string_view what, std::string_view detail) {
  spdlog::error("storage: {} failed: {}", what, detail);
  return storage_fail(500, "InternalError", "Internal Server Error");
}

http::Response storage_error_response(const StorageError& e) {
  auto status = e.status >= 500 ? http::bhttp::status::internal_server_error
                                : http::bhttp::status::bad_request;
  return http::json_response(status, {{"statusCode", std::to_string(e.status)},
                                      {"code", e.code},
                                      {"error", e.error},
                                      {"message", e.message}});
}

}  // namespace emu::storage
