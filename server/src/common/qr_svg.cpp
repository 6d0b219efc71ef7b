#include "common/qr_svg.hpp"

#include <qrencode.h>

#include <memory>

namespace emu::common {

std::optional<std::string> qr_svg(std::string_view text) {
  std::string input(text);
  std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
      QRcode_encodeString(input.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
  if (!code) return std::nullopt;
  constexpr int kQuiet = 4;
  int width = code->width;
  int size = width + 2 * kQuiet;
  std::string path;
  for (int y = 0; y < width; ++y) {
    for (int x = 0; x < width; ++x) {
      if ((code->data[y * width + x] & 1) == 0) continue;  // bit 0: black module
      path += "M" + std::to_string(x + kQuiet) + " " + std::to_string(y + kQuiet) + "h1v1h-1z";
    }
  }
  auto side = std::to_string(size);
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + side + " " + side +
         "\" width=\"" + std::to_string(size * 4) + "\" height=\"" + std::to_string(size * 4) +
         "\" shape-rendering=\"crispEdges\"><rect width=\"100%\" height=\"100%\" "
         "fill=\"#fff\"/><path fill=\"#000\" d=\"" +
         path + "\"/></svg>";
}

}  // namespace emu::common
