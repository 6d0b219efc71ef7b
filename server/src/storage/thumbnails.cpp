#include "storage/thumbnails.hpp"
#include "storage/svg_raster.hpp"

#include <vips/vips.h>

#include <memory>
#include <mutex>

namespace emu::storage {
namespace {

struct ImageUnref {
  void operator()(VipsImage* image) const { g_object_unref(image); }
};
using Image = std::unique_ptr<VipsImage, ImageUnref>;
struct GFree {
  void operator()(void* p) const { g_free(p); }
};
using Buffer = std::unique_ptr<void, GFree>;

// libvips starts once per process; one thread per operation, as the worker pool already
// spreads uploads over the cores.
bool start_vips() {
  static std::once_flag once;
  static bool ok = false;
  std::call_once(once, [] {
    ok = VIPS_INIT("emu-server") == 0;
    if (ok) {
      vips_concurrency_set(1);
      vips_cache_set_max(0);  // every upload is a different image: nothing to reuse
    }
  });
  return ok;
}

std::string take_vips_error() {
  std::string text = vips_error_buffer();
  vips_error_clear();
  return text;
}

}  // namespace

std::string thumbnail_name(std::string_view name, int width) {
  return std::string(name) + ".w" + std::to_string(width) + ".webp";
}

bool is_thumbnail_name(std::string_view name) {
  for (int w : kThumbnailWidths) {
    if (name.ends_with(".w" + std::to_string(w) + ".webp")) return true;
  }
  return false;
}

std::expected<std::vector<Thumbnail>, std::string> make_thumbnails(std::string_view image,
                                                                   std::span<const int> widths) {
  if (!start_vips()) return std::unexpected("the image library could not start");
  // The header only: refuse huge pixel counts before decoding them.
  Image header(vips_image_new_from_buffer(image.data(), image.size(), "", "access",
                                          VIPS_ACCESS_SEQUENTIAL, nullptr));
  if (!header) {
    take_vips_error();
    return std::unexpected("The file is not a readable image");
  }
  const std::int64_t pixels = static_cast<std::int64_t>(vips_image_get_width(header.get())) *
                              vips_image_get_height(header.get());
  if (pixels <= 0 || pixels > kMaxImagePixels) {
    return std::unexpected("The image has too many pixels (at most 50 megapixels)");
  }
  std::vector<Thumbnail> out;
  for (int width : widths) {
    VipsImage* raw = nullptr;
    if (vips_thumbnail_buffer(const_cast<char*>(image.data()), image.size(), &raw, width, "height",
                              VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, nullptr) != 0) {
      take_vips_error();
      return std::unexpected("The file is not a readable image");
    }
    Image thumb(raw);
    void* bytes = nullptr;
    std::size_t length = 0;
    if (vips_webpsave_buffer(thumb.get(), &bytes, &length, "Q", 78, "strip", TRUE, nullptr) != 0) {
      take_vips_error();
      return std::unexpected("The image could not be converted");
    }
    Buffer held(bytes);
    Thumbnail t;
    t.width = width;
    t.actual_width = vips_image_get_width(thumb.get());
    t.height = vips_image_get_height(thumb.get());
    t.webp.assign(static_cast<const char*>(bytes), length);
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace emu::storage

// svg_raster.hpp's, here because this is the one file that includes libvips (CMakeLists.txt).
namespace emu::storage {

std::expected<std::string, std::string> svg_to_png(std::string_view svg) {
  if (!start_vips()) return std::unexpected("the image library could not start");
  VipsImage* raw = nullptr;
  if (vips_svgload_buffer(const_cast<char*>(svg.data()), svg.size(), &raw, nullptr) != 0) {
    return std::unexpected("not a drawable SVG: " + take_vips_error());
  }
  Image image(raw);
  void* bytes = nullptr;
  std::size_t length = 0;
  if (vips_pngsave_buffer(image.get(), &bytes, &length, "compression", 6, "strip", TRUE,
                          nullptr) != 0) {
    return std::unexpected("PNG encoding failed: " + take_vips_error());
  }
  Buffer owned(bytes);
  return std::string(static_cast<const char*>(bytes), length);
}

}  // namespace emu::storage
