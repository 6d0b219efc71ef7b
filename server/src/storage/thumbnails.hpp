// Server-made thumbnails of shop photos (issue 16) with libvips: an uploaded image is decoded
// (which also proves it is a real image, not only one with the right first bytes), turned
// upright by its EXIF orientation, scaled down to each width and written as WebP without
// metadata (no camera or GPS data leaves the server). Images are never scaled up. Blocking CPU
// work: call it from the worker pool only (storage handlers run there).
#pragma once

#include <array>
#include <cstdint>
#include <expected>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace emu::storage {

struct Thumbnail {
  int width = 0;         // the requested width (the name's suffix, e.g. 400)
  int actual_width = 0;  // <= width: a smaller original keeps its size
  int height = 0;
  std::string webp;  // the encoded bytes
};

// The widths made for every shop photo: lists load 400, the shop page 1200.
inline constexpr std::array<int, 2> kThumbnailWidths{400, 1200};
// An image with more pixels than this is refused before it is decoded in full.
inline constexpr std::int64_t kMaxImagePixels = 50'000'000;

// The object name a thumbnail is stored under: "<name>.w<width>.webp".
std::string thumbnail_name(std::string_view name, int width);
// True for a name made by thumbnail_name (uploads of such names make no thumbnails).
bool is_thumbnail_name(std::string_view name);

// Every width of `widths`; the error is a sentence safe to show ("not a readable image", ...).
std::expected<std::vector<Thumbnail>, std::string> make_thumbnails(std::string_view image,
                                                                   std::span<const int> widths);

}  // namespace emu::storage
