// The built SPA, read into memory once at start (it is small and immutable per deploy):
// hashed assets under assets/ are cached forever, index.html is revalidated every time, and
// every other non-API path is answered with index.html so the client router decides.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "http/types.hpp"

namespace emu::http {

class StaticSite {
 public:
  // Loads every file under root (a missing folder leaves the site empty).
  static StaticSite load(const std::filesystem::path& root);

  // GET/HEAD: the file, index.html for client routes, or nullopt (caller answers 404).
  [[nodiscard]] std::optional<Response> serve(const Request& req) const;
  [[nodiscard]] bool has_index() const { return files_.contains("index.html"); }
  // index.html as built (uncompressed), for pages whose head the server renders; null if none.
  [[nodiscard]] std::shared_ptr<const std::string> index_html() const {
    auto it = files_.find(std::string_view("index.html"));
    return it == files_.end() ? nullptr : it->second.identity.bytes;
  }
  [[nodiscard]] std::size_t file_count() const { return files_.size(); }

 private:
  struct Variant {
    std::shared_ptr<const std::string> bytes;
  };
  struct File {
    Variant identity;
    std::optional<Variant> gzip;
    std::optional<Variant> brotli;
    std::string content_type;
    std::string etag;
    std::string cache_control;
  };
  Response respond(const File& file, const Request& req) const;
  std::map<std::string, File, std::less<>> files_;
};

}  // namespace emu::http
