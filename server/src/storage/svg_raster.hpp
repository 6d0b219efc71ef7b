// SVG drawn by the server (link previews, pages/og_card.hpp) to PNG with libvips (librsvg and
// pango: the system's fonts, Noto Sans CJK for Chinese). Blocking CPU work: worker pool only.
#pragma once

#include <expected>
#include <string>
#include <string_view>

namespace emu::storage {

// The PNG bytes, or a sentence saying why not.
std::expected<std::string, std::string> svg_to_png(std::string_view svg);

}  // namespace emu::storage
