#include "storage/file_store.hpp"

#include <fstream>
#include <iterator>

#include "common/ids.hpp"

namespace emu::storage {

std::expected<std::string, std::string> FileStore::write(std::string_view bytes) const {
  std::string id = common::new_uuid();
  std::string relative = "objects/" + id.substr(0, 2) + "/" + id;
  auto target = root_ / relative;
  std::error_code ec;
  std::filesystem::create_directories(target.parent_path(), ec);
  if (ec)
    return std::unexpected("cannot create " + target.parent_path().string() + ": " + ec.message());
  auto temp = target;
  temp += ".part";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.flush();
    if (!out) return std::unexpected("cannot write " + temp.string());
  }
  std::filesystem::rename(temp, target, ec);
  if (ec) return std::unexpected("cannot rename " + temp.string() + ": " + ec.message());
  return relative;
}

std::expected<std::string, std::string> FileStore::read(const std::string& relative) const {
  std::ifstream in(root_ / relative, std::ios::binary);
  if (!in) return std::unexpected("cannot open " + (root_ / relative).string());
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void FileStore::remove(const std::string& relative) const {
  std::error_code ec;
  std::filesystem::remove(root_ / relative, ec);
}

}  // namespace emu::storage
