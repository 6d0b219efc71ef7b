#include "http/static_site.hpp"

#include <spdlog/spdlog.h>

#include <array>
#include <fstream>
#include <sstream>
#include <utility>

#include "common/ids.hpp"

namespace emu::http {
namespace fs = std::filesystem;
namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 16> kTypes{{
    {".html", "text/html; charset=utf-8"},
    {".js", "text/javascript; charset=utf-8"},
    {".mjs", "text/javascript; charset=utf-8"},
    {".css", "text/css; charset=utf-8"},
    {".json", "application/json"},
    {".svg", "image/svg+xml"},
    {".png", "image/png"},
    {".jpg", "image/jpeg"},
    {".jpeg", "image/jpeg"},
    {".webp", "image/webp"},
    {".ico", "image/x-icon"},
    {".woff2", "font/woff2"},
    {".woff", "font/woff"},
    {".txt", "text/plain; charset=utf-8"},
    {".webmanifest", "application/manifest+json"},
    {".map", "application/json"},
}};

std::string_view content_type_for(std::string_view name) {
  for (const auto& [ext, type] : kTypes) {
    if (name.ends_with(ext)) return type;
  }
  return "application/octet-stream";
}

std::shared_ptr<const std::string> read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return std::make_shared<const std::string>(std::move(buffer).str());
}

// True when the client's Accept-Encoding lists the coding without q=0.
bool accepts(std::string_view header, std::string_view coding) {
  std::size_t pos = 0;
  while (pos < header.size()) {
    auto end = header.find(',', pos);
    auto item = header.substr(pos, end == std::string_view::npos ? header.npos : end - pos);
    pos = end == std::string_view::npos ? header.size() : end + 1;
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    auto semi = item.find(';');
    auto name = item.substr(0, semi);
    while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
    if (name != coding) continue;
    if (semi == std::string_view::npos) return true;
    auto params = item.substr(semi + 1);
    return params.find("q=0") == std::string_view::npos || params.find("q=0.") != std::string_view::npos;
  }
  return false;
}

// Looks like a client-side route rather than a missing file.
bool is_client_route(std::string_view path) { return !path.starts_with("/assets/"); }

}  // namespace

StaticSite StaticSite::load(const fs::path& root) {
  StaticSite site;
  std::error_code ec;
  if (!fs::is_directory(root, ec)) {
    spdlog::warn("web folder {} not found: the SPA is not served (run ./emu build)",
                 root.string());
    return site;
  }
  for (const auto& entry : fs::recursive_directory_iterator(root, ec)) {
    if (!entry.is_regular_file()) continue;
    auto rel = fs::relative(entry.path(), root).generic_string();
    if (rel.ends_with(".gz") || rel.ends_with(".br")) continue;
    File file;
    file.identity.bytes = read_file(entry.path());
    file.content_type = content_type_for(rel);
    file.etag = "\"" + common::sha256_hex(*file.identity.bytes).substr(0, 32) + "\"";
    if (fs::exists(entry.path().string() + ".gz")) {
      file.gzip = Variant{read_file(entry.path().string() + ".gz")};
    }
    if (fs::exists(entry.path().string() + ".br")) {
      file.brotli = Variant{read_file(entry.path().string() + ".br")};
    }
    if (rel.starts_with("assets/")) {
      file.cache_control = "public, max-age=31536000, immutable";
    } else if (rel == "index.html") {
      file.cache_control = "no-cache";
    } else {
      file.cache_control = "public, max-age=3600";
    }
    site.files_.emplace(rel, std::move(file));
  }
  spdlog::info("serving {} files of the SPA from {}", site.files_.size(), root.string());
  return site;
}

Response StaticSite::respond(const File& file, const Request& req) const {
  Response res(bhttp::status::ok);
  res.set(bhttp::field::content_type, file.content_type);
  res.set(bhttp::field::cache_control, file.cache_control);
  res.set(bhttp::field::etag, file.etag);
  if (file.gzip || file.brotli) res.set(bhttp::field::vary, "Accept-Encoding");
  auto inm = req.header(bhttp::field::if_none_match);
  if (!inm.empty() && inm.find(file.etag) != std::string_view::npos) {
    res.msg.result(bhttp::status::not_modified);
    return res;
  }
  auto accept = req.header(bhttp::field::accept_encoding);
  const Variant* chosen = &file.identity;
  if (file.brotli && accepts(accept, "br")) {
    chosen = &*file.brotli;
    res.set(bhttp::field::content_encoding, "br");
  } else if (file.gzip && accepts(accept, "gzip")) {
    chosen = &*file.gzip;
    res.set(bhttp::field::content_encoding, "gzip");
  }
  res.shared_body = chosen->bytes;
  res.head_only = req.method() == bhttp::verb::head;
  return res;
}

std::optional<Response> StaticSite::serve(const Request& req) const {
  std::string_view path = req.path;
  // Only files read at start can be served, so "..", "//" or encoded tricks find nothing.
  auto rel = path.substr(path.find_first_not_of('/') == std::string_view::npos
                             ? path.size()
                             : path.find_first_not_of('/'));
  if (!rel.empty()) {
    if (auto it = files_.find(rel); it != files_.end()) return respond(it->second, req);
  }
  if (!is_client_route(path)) return std::nullopt;
  if (auto it = files_.find(std::string_view("index.html")); it != files_.end()) {
    return respond(it->second, req);
  }
  return std::nullopt;
}

}  // namespace emu::http
