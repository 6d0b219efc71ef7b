#include "domain/fps_qr.hpp"

#include <fmt/format.h>

#include <cctype>

namespace emu::domain {
namespace {

std::string tlv(std::string_view id, std::string_view value) {
  return fmt::format("{}{:02}{}", id, value.size(), value);
}

std::string ascii_name(std::string_view name) {
  std::string out;
  for (const char ch : name) {
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7f) out += ch;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  while (!out.empty() && out.front() == ' ') out.erase(out.begin());
  if (out.size() > 25) out.resize(25);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out.empty() ? std::string("EMU") : out;
}

std::string digits_of(std::string_view s) {
  std::string out;
  for (const char c : s) {
    if (std::isdigit(static_cast<unsigned char>(c))) out += c;
  }
  return out;
}

}  // namespace

std::uint16_t crc16_ccitt_false(std::string_view data) {
  std::uint16_t crc = 0xFFFF;
  for (const char ch : data) {
    crc ^= static_cast<std::uint16_t>(static_cast<unsigned char>(ch) << 8);
    for (int i = 0; i < 8; ++i) {
      crc = (crc & 0x8000) ? static_cast<std::uint16_t>((crc << 1) ^ 0x1021)
                           : static_cast<std::uint16_t>(crc << 1);
    }
  }
  return crc;
}

std::string amount_text(std::int64_t cents) {
  return fmt::format("{}.{:02}", cents / 100, cents % 100);
}

std::optional<std::string> fps_proxy(std::string_view type, std::string_view value) {
  if (type == "fps_id") {
    // FPS IDs are 7 to 9 digits (spaces the shop typed are dropped).
    auto id = digits_of(value);
    if (id.size() < 7 || id.size() > 9) return std::nullopt;
    return id;
  }
  if (type == "mobile") {
    auto d = digits_of(value);
    if (d.size() == 11 && d.starts_with("852")) d = d.substr(3);
    if (d.size() != 8) return std::nullopt;
    return "+852-" + d;
  }
  if (type == "email") {
    const auto at = value.find('@');
    if (at == std::string_view::npos || at == 0 || at + 1 >= value.size() || value.size() > 64) {
      return std::nullopt;
    }
    return std::string(value);
  }
  return std::nullopt;
}

std::optional<std::string> fps_payload(const FpsPayee& payee, std::int64_t amount_cents,
                                       std::string_view reference) {
  const auto proxy = fps_proxy(payee.proxy_type, payee.proxy_value);
  if (!proxy || amount_cents <= 0 || reference.empty() || reference.size() > 25) {
    return std::nullopt;
  }
  const std::string_view proxy_id = payee.proxy_type == "fps_id"   ? "02"
                                    : payee.proxy_type == "mobile" ? "03"
                                                                   : "04";
  std::string account = tlv("00", "hk.com.hkicl");
  if (payee.bank_code.size() == 3) account += tlv("01", payee.bank_code);
  account += tlv(proxy_id, *proxy);
  std::string out = tlv("00", "01") + tlv("01", "12") + tlv("26", account) + tlv("52", "7230") +
                    tlv("53", "344") + tlv("54", amount_text(amount_cents)) + tlv("58", "HK") +
                    tlv("59", ascii_name(payee.name)) + tlv("60", "HK") +
                    tlv("62", tlv("05", reference)) + "6304";
  out += fmt::format("{:04X}", crc16_ccitt_false(out));
  return out;
}

}  // namespace emu::domain
