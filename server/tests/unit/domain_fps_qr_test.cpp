// The FPS QR payload (domain/fps_qr.hpp, salon-day.md section 1): a vector written out by hand
// from the EMVCo field list, the CRC checked against an independent table-driven
// CRC-16/CCITT-FALSE (itself checked on the catalogue's "123456789" -> 0x29B1), and the drawn
// QR (common::qr_svg, rasterised by storage::svg_to_png) decoded by zbarimg for HK$0.01, 100
// and 99,999.99 with every field and the CRC verified.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "common/qr_svg.hpp"
#include "domain/fps_qr.hpp"
#include "storage/svg_raster.hpp"

namespace emu::domain {
namespace {

// A second CRC-16/CCITT-FALSE, table-driven (poly 0x1021, init 0xFFFF, no reflection).
std::uint16_t table_crc(std::string_view data) {
  static const auto table = [] {
    std::array<std::uint16_t, 256> t{};
    for (unsigned i = 0; i < 256; ++i) {
      std::uint16_t c = static_cast<std::uint16_t>(i << 8);
      for (int b = 0; b < 8; ++b) c = (c & 0x8000) ? (c << 1) ^ 0x1021 : c << 1;
      t[i] = c;
    }
    return t;
  }();
  std::uint16_t crc = 0xFFFF;
  for (unsigned char ch : data)
    crc = static_cast<std::uint16_t>((crc << 8) ^ table[((crc >> 8) ^ ch) & 0xFF]);
  return crc;
}

// Top-level TLV fields of a payload (id -> value), in order of appearance checked by the caller.
std::map<std::string, std::string> fields(std::string_view s) {
  std::map<std::string, std::string> out;
  std::size_t i = 0;
  while (i + 4 <= s.size()) {
    const auto id = std::string(s.substr(i, 2));
    const auto len = std::stoul(std::string(s.substr(i + 2, 2)));
    out[id] = std::string(s.substr(i + 4, len));
    i += 4 + len;
  }
  EXPECT_EQ(i, s.size());
  return out;
}

std::string crc_hex(std::uint16_t crc) {
  char buf[5];
  std::snprintf(buf, sizeof buf, "%04X", crc);
  return buf;
}

TEST(FpsQr, CrcMatchesTheCatalogueCheckValue) {
  EXPECT_EQ(table_crc("123456789"), 0x29B1);
  EXPECT_EQ(crc16_ccitt_false("123456789"), 0x29B1);
}

TEST(FpsQr, HandWrittenVectorForAnFpsId) {
  const auto payload =
      fps_payload({"fps_id", "1234567", "", "Glow Nails 光光美甲"}, 10000, "EMU7K3F9Q");
  ASSERT_TRUE(payload);
  const std::string body =
      "000201"
      "010212"
      "2627"
      "0012hk.com.hkicl"
      "02071234567"
      "52047230"
      "5303344"
      "5406100.00"
      "5802HK"
      "5910Glow Nails"
      "6002HK"
      "6213"
      "0509EMU7K3F9Q"
      "6304";
  EXPECT_EQ(*payload, body + crc_hex(table_crc(body)));
}

TEST(FpsQr, MobileEmailAndBankCode) {
  auto mobile = fps_payload({"mobile", "+852 6123 4567", "004", "Glow"}, 1, "EMUAAAAAA");
  ASSERT_TRUE(mobile);
  auto f = fields(*mobile);
  EXPECT_EQ(f["26"],
            "0012hk.com.hkicl"
            "0103004"
            "0313+852-61234567");
  EXPECT_EQ(f["54"], "0.01");
  auto email = fps_payload({"email", "pay@glow.hk", "", ""}, 9999999, "EMUBBBBBB");
  ASSERT_TRUE(email);
  f = fields(*email);
  EXPECT_EQ(f["26"],
            "0012hk.com.hkicl"
            "0411pay@glow.hk");
  EXPECT_EQ(f["54"], "99999.99");
  EXPECT_EQ(f["59"], "EMU");  // no ASCII name: the platform's
  EXPECT_FALSE(fps_payload({"mobile", "12345", "", "x"}, 100, "EMUCCCCCC"));
  EXPECT_FALSE(fps_payload({"fps_id", "1234567", "", "x"}, 0, "EMUCCCCCC"));
}

// zbarimg's answer for a PNG, "" when it cannot run or read it.
std::string zbar(const std::string& png) {
  const auto path =
      std::filesystem::temp_directory_path() /
      ("emu-fps-" + std::to_string(::getpid()) + "-" + std::to_string(png.size()) + ".png");
  { std::ofstream(path, std::ios::binary) << png; }
  std::string out;
  if (FILE* p =
          ::popen(("zbarimg --quiet --raw '" + path.string() + "' 2>/dev/null").c_str(), "r")) {
    char buf[512];
    while (std::fgets(buf, sizeof buf, p)) out += buf;
    ::pclose(p);
  }
  std::filesystem::remove(path);
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
  return out;
}

TEST(FpsQr, TheDrawnQrDecodesToThePayload) {
  for (const auto& [cents, amount] : std::array<std::pair<std::int64_t, std::string>, 3>{
           {{1, "0.01"}, {10000, "100.00"}, {9999999, "99999.99"}}}) {
    const auto payload = fps_payload({"fps_id", "1234567", "", "Glow Nails"}, cents, "EMU7K3F9Q");
    ASSERT_TRUE(payload);
    const auto svg = common::qr_svg(*payload);
    ASSERT_TRUE(svg);
    const auto png = storage::svg_to_png(*svg);
    ASSERT_TRUE(png) << png.error();
    const auto read = zbar(*png);
    ASSERT_EQ(read, *payload) << "zbarimg (Debian zbar-tools) must be installed";
    auto f = fields(read);
    EXPECT_EQ(f["00"], "01");
    EXPECT_EQ(f["01"], "12");
    EXPECT_EQ(f["26"],
              "0012hk.com.hkicl"
              "02071234567");
    EXPECT_EQ(f["52"], "7230");
    EXPECT_EQ(f["53"], "344");
    EXPECT_EQ(f["54"], amount);
    EXPECT_EQ(f["58"], "HK");
    EXPECT_EQ(f["59"], "Glow Nails");
    EXPECT_EQ(f["60"], "HK");
    EXPECT_EQ(f["62"], "0509EMU7K3F9Q");
    EXPECT_EQ(f["63"], crc_hex(table_crc(read.substr(0, read.size() - 4))));
  }
}

}  // namespace
}  // namespace emu::domain
