#include <gtest/gtest.h>

#include "common/qr_svg.hpp"
#include "auth/totp.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kRfcKey = "12345678901234567890";  // RFC 6238 appendix B, SHA-1

TEST(Base32, Rfc4648Vectors) {
  EXPECT_EQ(base32_encode(""), "");
  EXPECT_EQ(base32_encode("f"), "MY");
  EXPECT_EQ(base32_encode("fo"), "MZXQ");
  EXPECT_EQ(base32_encode("foo"), "MZXW6");
  EXPECT_EQ(base32_encode("foob"), "MZXW6YQ");
  EXPECT_EQ(base32_encode("fooba"), "MZXW6YTB");
  EXPECT_EQ(base32_encode("foobar"), "MZXW6YTBOI");
  EXPECT_EQ(base32_encode(kRfcKey), "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
}

TEST(Base32, DecodeRoundTripAndRejects) {
  EXPECT_EQ(base32_decode("MZXW6YTBOI"), "foobar");
  EXPECT_EQ(base32_decode("mzxw6ytboi======"), "foobar");
  EXPECT_EQ(base32_decode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"), std::string(kRfcKey));
  EXPECT_EQ(base32_decode("MZXW1"), std::nullopt);  // '1' is not in the alphabet
  EXPECT_EQ(base32_decode("MZ!W"), std::nullopt);
  std::string bytes;
  for (int i = 0; i < 256; ++i) bytes.push_back(static_cast<char>(i));
  EXPECT_EQ(base32_decode(base32_encode(bytes)), bytes);
}

TEST(Totp, Rfc6238Sha1Vectors) {
  // 8-digit values from RFC 6238 appendix B; the 6-digit code is their last six digits.
  EXPECT_EQ(hotp(kRfcKey, totp_step(59), 8), "94287082");
  EXPECT_EQ(hotp(kRfcKey, totp_step(59)), "287082");
  EXPECT_EQ(hotp(kRfcKey, totp_step(1111111109), 8), "07081804");
  EXPECT_EQ(hotp(kRfcKey, totp_step(1111111111), 8), "14050471");
  EXPECT_EQ(hotp(kRfcKey, totp_step(1234567890), 8), "89005924");
  EXPECT_EQ(hotp(kRfcKey, totp_step(2000000000), 8), "69279037");
  EXPECT_EQ(hotp(kRfcKey, totp_step(20000000000), 8), "65353130");
  EXPECT_EQ(hotp(kRfcKey, totp_step(1111111109)), "081804");  // leading zero kept
}

TEST(Totp, Rfc4226HotpVectors) {
  const char* expected[] = {"755224", "287082", "359152", "969429", "338314",
                            "254676", "287922", "162583", "399871", "520489"};
  for (std::uint64_t i = 0; i < 10; ++i) EXPECT_EQ(hotp(kRfcKey, i), expected[i]) << i;
}

TEST(Totp, MatchAcceptsOneStepEitherSide) {
  std::int64_t t = 1234567890;
  auto step = totp_step(t);
  EXPECT_EQ(totp_match(kRfcKey, hotp(kRfcKey, step), t), step);
  EXPECT_EQ(totp_match(kRfcKey, hotp(kRfcKey, step - 1), t), step - 1);
  EXPECT_EQ(totp_match(kRfcKey, hotp(kRfcKey, step + 1), t), step + 1);
  EXPECT_EQ(totp_match(kRfcKey, hotp(kRfcKey, step - 2), t), std::nullopt);
  EXPECT_EQ(totp_match(kRfcKey, hotp(kRfcKey, step + 2), t), std::nullopt);
  EXPECT_EQ(totp_match(kRfcKey, "12345", t), std::nullopt);
  EXPECT_EQ(totp_match(kRfcKey, "12a456", t), std::nullopt);
  EXPECT_EQ(totp_match(kRfcKey, "", t), std::nullopt);
}

TEST(QrSvg, ProducesSvgWithModules) {
  auto svg = common::qr_svg("otpauth://totp/emu.hk:a%40b.hk?secret=GEZDGNBVGY3TQOJQ&issuer=emu.hk");
  ASSERT_TRUE(svg);
  EXPECT_TRUE(svg->starts_with("<svg"));
  EXPECT_TRUE(svg->ends_with("</svg>"));
  EXPECT_NE(svg->find("h1v1h-1z"), std::string::npos);
}

}  // namespace
}  // namespace emu::auth
