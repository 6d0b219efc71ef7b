// A QR code as a standalone SVG document (libqrencode, error correction M), the raw markup
// POST /auth/v1/factors answers in totp.qr_code and start-payment in fps_qr_svg.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace emu::common {

// Black modules as one <path>, with a 4-module quiet zone; nullopt when the text does not fit.
std::optional<std::string> qr_svg(std::string_view text);

}  // namespace emu::common
