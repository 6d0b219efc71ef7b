// The multipart/form-data body storage-js sends for a File or Blob (contract 5.1): a
// `cacheControl` field, an optional `metadata` field and the file part under an empty field
// name, with the file's own Content-Type.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace emu::storage {

struct UploadForm {
  std::string_view file;      // the bytes (a view into the request body)
  std::string content_type;   // the part's Content-Type
  std::string cache_control;  // "3600"
  std::string metadata;       // JSON text, may be empty
};

// The boundary parameter of a multipart Content-Type header, or nullopt.
std::optional<std::string> multipart_boundary(std::string_view content_type);
// nullopt when the body is not well-formed or has no file part.
std::optional<UploadForm> parse_upload_form(std::string_view body, std::string_view boundary);

}  // namespace emu::storage
