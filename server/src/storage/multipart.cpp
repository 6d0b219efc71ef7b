#include "storage/multipart.hpp"

#include <algorithm>

namespace emu::storage {
namespace {

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

// The value of `name="..."` (or name=token) inside a header value.
std::optional<std::string> header_param(std::string_view header, std::string_view name) {
  std::size_t pos = 0;
  while ((pos = header.find(';', pos)) != std::string_view::npos) {
    ++pos;
    while (pos < header.size() && header[pos] == ' ') ++pos;
    auto eq = header.find('=', pos);
    if (eq == std::string_view::npos) return std::nullopt;
    if (!iequals(header.substr(pos, eq - pos), name)) continue;
    auto value = header.substr(eq + 1);
    if (value.starts_with('"')) {
      auto end = value.find('"', 1);
      if (end == std::string_view::npos) return std::nullopt;
      return std::string(value.substr(1, end - 1));
    }
    return std::string(value.substr(0, value.find(';')));
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> multipart_boundary(std::string_view content_type) {
  auto semi = content_type.find(';');
  if (!iequals(content_type.substr(0, semi), "multipart/form-data")) return std::nullopt;
  auto b = header_param(content_type, "boundary");
  if (!b || b->empty() || b->size() > 200) return std::nullopt;
  return b;
}

std::optional<UploadForm> parse_upload_form(std::string_view body, std::string_view boundary) {
  const std::string delimiter = "--" + std::string(boundary);
  auto pos = body.find(delimiter);
  if (pos == std::string_view::npos) return std::nullopt;
  UploadForm form;
  bool have_file = false;
  while (true) {
    pos += delimiter.size();
    if (body.substr(pos, 2) == "--") break;  // closing delimiter
    if (body.substr(pos, 2) != "\r\n") return std::nullopt;
    pos += 2;
    auto headers_end = body.find("\r\n\r\n", pos);
    if (headers_end == std::string_view::npos) return std::nullopt;
    auto headers = body.substr(pos, headers_end - pos);
    auto content_start = headers_end + 4;
    auto next = body.find("\r\n" + delimiter, content_start);
    if (next == std::string_view::npos) return std::nullopt;
    auto content = body.substr(content_start, next - content_start);

    std::string name, type;
    bool is_file = false;
    std::size_t line_start = 0;
    while (line_start <= headers.size()) {
      auto line_end = headers.find("\r\n", line_start);
      auto line =
          headers.substr(line_start, line_end == std::string_view::npos ? std::string_view::npos
                                                                        : line_end - line_start);
      auto colon = line.find(':');
      if (colon != std::string_view::npos) {
        auto key = line.substr(0, colon);
        auto value = line.substr(colon + 1);
        while (value.starts_with(' ')) value.remove_prefix(1);
        if (iequals(key, "Content-Disposition")) {
          name = header_param(value, "name").value_or("");
          is_file = header_param(value, "filename").has_value();
        } else if (iequals(key, "Content-Type")) {
          type = std::string(value);
        }
      }
      if (line_end == std::string_view::npos) break;
      line_start = line_end + 2;
    }
    if (name == "cacheControl") {
      form.cache_control = std::string(content);
    } else if (name == "metadata") {
      form.metadata = std::string(content);
    } else if ((name.empty() || is_file) && !have_file) {
      form.file = content;
      form.content_type = type;
      have_file = true;
    }
    pos = next + 2;
  }
  if (!have_file) return std::nullopt;
  return form;
}

}  // namespace emu::storage
