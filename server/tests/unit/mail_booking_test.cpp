// Booking e-mails: the recipient's language first, the other one after it, Hong Kong times, a
// calendar file for the customer, and the file as a MIME attachment when the row is sent.
#include <gtest/gtest.h>

#include "mail/booking_emails.hpp"
#include "mail/mime_message.hpp"

namespace emu::mail {
namespace {

BookingMail glow() {
  BookingMail m;
  m.booking_id = "b1";
  m.shop_name = "Glow Nails";
  m.shop_name_zh = "光光美甲";
  m.service_name = "Gel manicure";
  m.service_name_zh = "凝膠甲";
  m.staff_name = "Amy";
  m.start = *domain::parse_instant("2026-12-02T16:15:00+08:00");
  m.end = *domain::parse_instant("2026-12-02T17:15:00+08:00");
  return m;
}

TEST(BookingEmails, RecipientLanguageFirstThenTheOther) {
  auto zh =
      booking_email(BookingEmail::confirmed, domain::Lang::zh, "a@b.hk", glow(), "https://emu.hk");
  EXPECT_EQ(zh.subject, "預約已確認：光光美甲");
  EXPECT_EQ(zh.lang, "zh");
  EXPECT_EQ(zh.email_type, "booking-confirmed");
  EXPECT_EQ(zh.dedupe_key, "booking-confirmed:b1");
  const auto zh_at = zh.text.find("2026年12月2日 16:15–17:15（香港時間）");
  const auto en_at = zh.text.find("2 December 2026, 16:15–17:15 HKT");
  ASSERT_NE(zh_at, std::string::npos) << zh.text;
  ASSERT_NE(en_at, std::string::npos) << zh.text;
  EXPECT_LT(zh_at, en_at);
  auto en =
      booking_email(BookingEmail::confirmed, domain::Lang::en, "a@b.hk", glow(), "https://emu.hk");
  EXPECT_EQ(en.subject, "Booking confirmed: Glow Nails");
  EXPECT_LT(en.text.find("16:15–17:15 HKT"), en.text.find("（香港時間）"));
}

TEST(BookingEmails, CalendarFileInUtcForTheCustomerOnly) {
  auto e =
      booking_email(BookingEmail::confirmed, domain::Lang::en, "a@b.hk", glow(), "https://emu.hk");
  EXPECT_NE(e.ics.find("DTSTART:20261202T081500Z"), std::string::npos) << e.ics;
  EXPECT_NE(e.ics.find("DTEND:20261202T091500Z"), std::string::npos);
  EXPECT_NE(e.ics.find("UID:b1@emu.hk"), std::string::npos);
  EXPECT_NE(e.ics.find("STATUS:CONFIRMED"), std::string::npos);
  auto merchant = booking_email(BookingEmail::merchant_new, domain::Lang::en, "m@b.hk", glow(),
                                "https://emu.hk");
  EXPECT_TRUE(merchant.ics.empty());
  auto declined =
      booking_email(BookingEmail::declined, domain::Lang::en, "a@b.hk", glow(), "https://emu.hk");
  EXPECT_TRUE(declined.ics.empty());
}

TEST(BookingEmails, MimeCarriesTheAttachment) {
  auto e =
      booking_email(BookingEmail::confirmed, domain::Lang::en, "a@b.hk", glow(), "https://emu.hk");
  auto m = build_mime({"Emu <no-reply@emu.hk>", "a@b.hk", e.subject, e.text, e.html, "en", "id1",
                       e.email_type, e.ics});
  EXPECT_NE(m.find("Content-Type: multipart/mixed"), std::string::npos);
  EXPECT_NE(m.find("filename=\"invite.ics\""), std::string::npos);
  EXPECT_NE(m.find(base64("BEGIN:VCALENDAR").substr(0, 12)), std::string::npos);
  auto plain = build_mime({"Emu <no-reply@emu.hk>", "a@b.hk", "s", "t", "h", "en", "id2", "x", ""});
  EXPECT_EQ(plain.find("multipart/mixed"), std::string::npos);
}

}  // namespace
}  // namespace emu::mail
