// What a file is, from its first bytes rather than its name or the client's word: uploads are
// checked against their bucket's allowed types by content (PDF, JPEG, PNG, WebP, GIF).
#pragma once

#include <string>
#include <string_view>

namespace emu::storage {

// "application/pdf", "image/jpeg", "image/png", "image/webp", "image/gif", or "" (unknown).
std::string_view sniff_content_type(std::string_view bytes);
// The type a file name's extension promises ("" when the extension says nothing we know).
std::string_view type_of_extension(std::string_view name);
// "image/png; charset=x" -> "image/png", lower-cased.
std::string media_type(std::string_view content_type);

}  // namespace emu::storage
