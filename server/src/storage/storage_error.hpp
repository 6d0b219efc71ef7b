// Errors of /storage/v1 in the shape storage-js parses (contract 5.6): body
// {"statusCode":"<status>","code":"<Code>","error":"<short>","message":"…"} sent with HTTP 400
// for every non-500 error (the upstream legacy the client expects); the real status rides in
// statusCode. Exactly one function (storage_error_response) builds it.
#pragma once

#include <expected>
#include <string>

#include "http/types.hpp"

namespace emu::storage {

struct StorageError {
  unsigned status = 500;  // the real status: 400, 403, 404, 409, 413, 415, 500
  std::string code;       // NoSuchKey, NoSuchBucket, ResourceAlreadyExists, AccessDenied, ...
  std::string error;      // short name
  std::string message;
};

template <class T>
using StorageResult = std::expected<T, StorageError>;

std::unexpected<StorageError> storage_fail(unsigned status, std::string code, std::string message);
std::unexpected<StorageError> storage_internal(std::string_view what, std::string_view detail);
http::Response storage_error_response(const StorageError& e);

}  // namespace emu::storage
