// Object bytes on local disk under EMU_STORAGE_DIR, at generated names (objects/<xx>/<uuid>):
// a client-chosen object name never becomes a file path. Writes go to a temporary file that is
// renamed into place, so a crash leaves either the whole file or none.
#pragma once

#include <expected>
#include <filesystem>
#include <string>
#include <string_view>

namespace emu::storage {

class FileStore {
 public:
  explicit FileStore(std::filesystem::path root) : root_(std::move(root)) {}
  // Returns the relative path stored in storage_objects.path_on_disk.
  std::expected<std::string, std::string> write(std::string_view bytes) const;
  std::expected<std::string, std::string> read(const std::string& relative) const;
  void remove(const std::string& relative) const;  // missing files are fine

 private:
  std::filesystem::path root_;
};

}  // namespace emu::storage
